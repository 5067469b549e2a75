import SafeDI

#SafeDIConfiguration(additionalImportedModules: ["Networking"]) // expected-note:1 {{another #SafeDIConfiguration of this module}}

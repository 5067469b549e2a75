struct Window { struct ViewModel { class Interface {} } }

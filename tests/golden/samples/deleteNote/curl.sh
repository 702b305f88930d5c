curl -X DELETE "https://api.example.org/v1/notes/n_1?key=$BOB_KEY"

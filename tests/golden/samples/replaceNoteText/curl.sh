curl -X PUT 'https://api.example.org/v1/notes/n_1' \
  -H "Authorization: Bearer $BOB_API_KEY" \
  -H 'Content-Type: text/plain' \
  --data-raw 'Line one
Line two: 100% \ done'

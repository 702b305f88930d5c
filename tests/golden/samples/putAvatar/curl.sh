curl -X PUT 'https://api.example.org/v1/users/u_1/avatar' \
  -H "Authorization: Bearer $BOB_API_KEY" \
  -H 'Accept: application/json' \
  -H 'Content-Type: image/png' \
  --data-binary '@path/to/file'

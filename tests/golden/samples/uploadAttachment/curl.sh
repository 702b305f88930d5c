curl -X POST 'https://api.example.org/v1/attachments' \
  -H "Authorization: Bearer $BOB_API_KEY" \
  -H 'Accept: application/json' \
  -F 'file=@path/to/file' \
  -F 'caption=A fox' \
  -F 'labels=animal' \
  -F 'labels=orange'

<?php

require __DIR__ . '/vendor/autoload.php';

$client = new GuzzleHttp\Client();
$response = $client->request('GET', 'https://api.example.org/v1/reports/.2024,Q1/;team=core;level=2/ada%20lovelace?ids=1,2,3&tags=red%20green&range=2024-01-01%7C2024-03-31&filter%5Bstatus%5D=open&filter%5Bkind%5D=weekly&size=20&after=r_9', [
    'headers' => [
        'Accept' => 'application/json',
        'X-Request-Id' => '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        'Cookie' => 'theme=dark; bob_session=' . getenv('BOB_SESSION'),
    ],
]);

echo $response->getBody(), PHP_EOL;

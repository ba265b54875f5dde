"""Invented name pools for Canada and New Zealand (author 206)."""

CA_F = ['Emily', 'Sarah', 'Chloé', 'Isabelle', 'Marie-Ève', 'Priya', 'Harpreet', 'Mei',
        'Jing', 'Fatima', 'Aaliyah', 'Olivia', 'Megan', 'Jennifer', 'Karen', 'Linda',
        'Nathalie', 'Geneviève', 'Amira', 'Sofia', 'Grace', 'Hannah', 'Rebecca', 'Danielle',
        'Kiran', 'Simran', 'Maria', 'Rosa', 'Tanya', 'Brenda', 'Leah', 'Ashley', 'Jasmine',
        'Noor', 'Anika', 'Colleen', 'Margaret', 'Dorothy', 'Sylvie', 'Josée', 'Ngozi',
        'Marisol', 'Catherine', 'Elizabeth', 'Heather', 'Joanne', 'Wendy', 'Lorraine',
        'Mélanie', 'Annie', 'Yasmin', 'Deborah', 'Krystal', 'Shawna', 'Rosalie', 'Teresa']
CA_M = ['Liam', 'Noah', 'Ethan', 'Mathieu', 'Jean-François', 'Étienne', 'Gurpreet',
        'Rajesh', 'Arjun', 'Wei', 'Jian', 'Omar', 'Ahmed', 'Daniel', 'Michael', 'Kevin',
        'Brian', 'Gordon', 'Douglas', 'Patrick', 'Sean', 'Luc', 'Marc', 'Pierre', 'Hamza',
        'Tyler', 'Brandon', 'Cody', 'Darren', 'Trevor', 'Marcus', 'Kwame', 'Tariq',
        'Mohammed', 'Vikram', 'Andrés', 'Diego', 'Minh', 'Jun', 'Raymond', 'Stanley',
        'Wayne', 'Robert', 'William', 'Denis', 'Sébastien', 'Amandeep', 'Farhan', 'Gilles',
        'Curtis', 'Dale', 'Nolan', 'Reginald', 'Harold']
CA_L = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie',
        'Fortin', 'Gagné', 'Ouellet', 'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron',
        'Leblanc', 'Smith', 'Brown', 'MacDonald', 'Campbell', 'Wilson', 'Martin',
        'Anderson', 'Taylor', 'Thompson', 'White', 'Singh', 'Sandhu', 'Gill', 'Dhillon',
        'Grewal', 'Patel', 'Shah', 'Sharma', 'Chen', 'Wong', 'Li', 'Wang', 'Liu', 'Zhang',
        'Nguyen', 'Tran', 'Kim', 'Park', 'Santos', 'Reyes', 'Cruz', 'Bautista', 'Rossi',
        'Romano', 'DiMarco', 'Kowalski', 'Nowak', "O'Brien", 'Murphy', 'Fraser', 'McLeod',
        'Cardinal', 'Sinclair', 'Morningstar', 'Okafor', 'Mensah', 'Haddad', 'Khoury',
        'Hussain', 'Rahman', 'Abdi', 'Mohamud', 'Tremblay-Roy', 'St-Pierre', 'Boudreau',
        'LeBlanc', 'Doucet', 'Thibodeau', 'Hnatyshyn', 'Kuznetsov', 'Van Dyk', 'Aucoin',
        'Beaulieu', 'Chow', 'Lam', 'Yee', 'Ferreira', 'Bighetty', 'Crowchild', 'Mercredi']

NZ_F = ['Aroha', 'Mere', 'Ngaio', 'Kahurangi', 'Hana', 'Moana', 'Anahera', 'Sina', 'Losa',
        'Mele', 'Ana', 'Charlotte', 'Isla', 'Amelia', 'Olivia', 'Sophie', 'Ruby', 'Georgia',
        'Kate', 'Hayley', 'Rachel', 'Jodie', 'Leanne', 'Raewyn', 'Sharon', 'Bronwyn',
        'Kiri', 'Tania', 'Priya', 'Mei Ling', 'Jasmine', 'Aimee', 'Lucy', 'Frances',
        'Margaret', 'Elizabeth', 'Catherine', 'Rebecca', 'Ngaire', 'Wikitoria', 'Mākere',
        'Tui', 'Lavinia', 'Salote', 'Fiona', 'Judith', 'Pania', 'Maia', 'Kerry', 'Shona']
NZ_M = ['Tāne', 'Wiremu', 'Rawiri', 'Hemi', 'Nikau', 'Manaaki', 'Tama', 'Sione', 'Tevita',
        'Iosefa', 'Lui', 'Oliver', 'Jack', 'James', 'Hamish', 'Lachlan', 'Angus', 'Kane',
        'Brent', 'Craig', 'Shane', 'Grant', 'Murray', 'Bruce', 'Stuart', 'Blair', 'Rangi',
        'Matiu', 'Rajesh', 'Sanjay', 'Wei', 'Hao', 'Daniel', 'Tom', 'Finn', 'Michael',
        'Patrick', 'Raymond', 'Douglas', 'Ropata', 'Te Rangi', 'Pita', 'Viliami', 'Semisi',
        'Ashwin', 'Cameron', 'Neville', 'Trevor', 'Glen', 'Ihaia']
NZ_L = ['Ngata', 'Parata', 'Te Huia', 'Tipene', 'Walker', 'Waaka', 'Horomona', 'Paewai',
        'Rangihuna', 'Tamihana', 'Henare', 'Te Whare', 'Pōmare', 'Kereama', 'Faleolo',
        'Tuilagi', 'Leota', 'Tupou', 'Fifita', 'Taufa', 'Vaifale', 'Sapolu', 'Aumua',
        'Smith', 'Wilson', 'Thompson', 'Anderson', 'Robertson', 'Stewart', 'McKenzie',
        'Harrison', 'Baxter', 'Cunningham', 'Fitzgerald', 'Mackay', 'Sutherland',
        'Gallagher', 'Duncan', 'Sinclair', 'Reid', 'Chen', 'Zhang', 'Li', 'Patel', 'Singh',
        'Kumar', 'Prasad', 'Naidu', 'Lal', 'Kim', 'Park', 'Nguyen', 'Ruatapu', 'Hohaia',
        'Tawhiri', 'Matenga', 'Te Kani', 'Fonoti', 'Latu', 'Mahe', 'Hollis', 'Cormack',
        'Bryant', 'Dwyer', 'Van der Berg', 'Kerr', 'Prebble', 'Somerville', 'Tait']

NICK = {
    'Jennifer': 'Jen', 'Margaret': 'Maggie', 'Michael': 'Mike', 'Daniel': 'Dan',
    'Patrick': 'Paddy', 'Stanley': 'Stan', 'Douglas': 'Doug', 'Gordon': 'Gord',
    'Raymond': 'Ray', 'Rebecca': 'Becky', 'Catherine': 'Cathy', 'Elizabeth': 'Liz',
    'Wiremu': 'Wi', 'Kahurangi': 'Kahu', 'Jean-François': 'J-F', 'Robert': 'Bobby',
    'William': 'Bill', 'Deborah': 'Deb', 'Dorothy': 'Dot', 'Reginald': 'Reg',
    'Harold': 'Harry', 'Trevor': 'Trev', 'Rawiri': 'Rawi', 'Anahera': 'Ana',
    'Frances': 'Fran', 'Judith': 'Judy', 'Cameron': 'Cam', 'Neville': 'Nev',
    'Sébastien': 'Seb', 'Alexander': 'Alex', 'Wikitoria': 'Toria', 'Lachlan': 'Lachie',
    'Hamish': 'Hamo', 'Viliami': 'Vili', 'Heather': 'Heath', 'Joanne': 'Jo',
    'Lorraine': 'Lorrie', 'Marcus': 'Marc', 'Vikram': 'Vik', 'Colleen': 'Col',
}

# relation words (FAMILY); the relation word itself is never inside the span
REL_F = ['wife', 'daughter', 'mother', 'sister', 'partner', 'granddaughter', 'aunt',
         'niece', 'friend', 'neighbour']
REL_M = ['husband', 'son', 'father', 'brother', 'partner', 'grandson', 'uncle',
         'nephew', 'friend', 'neighbour']

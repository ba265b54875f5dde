"""Shared machinery for the dev51_en generator: document builder, invented pools, formatters.

Everything here is invented for this set. Phones use fictional/drama ranges, e-mails and URLs use
reserved example domains, IP addresses use private ranges.
"""
import datetime as dt
import re

LABEL = {
    'PATIENT': 'NAME', 'DOCTOR': 'NAME', 'FAMILY': 'NAME', 'USERNAME': 'NAME',
    'AGE': 'AGE', 'DATE': 'DATE',
    'STREET': 'LOCATION', 'CITY': 'LOCATION', 'STATE': 'LOCATION', 'ZIP': 'LOCATION',
    'COUNTRY': 'LOCATION', 'HOSPITAL': 'LOCATION', 'ORGANIZATION': 'LOCATION', 'LOCATION_OTHER': 'LOCATION',
    'MRN': 'ID', 'SSN': 'ID', 'HEALTHPLAN': 'ID', 'ACCOUNT': 'ID', 'LICENSE': 'ID', 'DEVICE': 'ID',
    'VEHICLE': 'ID', 'BIOID': 'ID', 'IDNUM': 'ID',
    'PHONE': 'CONTACT', 'FAX': 'CONTACT', 'EMAIL': 'CONTACT', 'URL': 'CONTACT', 'IPADDR': 'CONTACT',
    'PROFESSION': 'PROFESSION',
}

_PH = re.compile(r'\{(\w+)\}')


def S(tpl, ctx=None, **kw):
    """Template -> list of segments. {key} is looked up in kw, then ctx.
    A segment is a str (plain), a (text, TYPE) tuple (PHI) or a list of segments."""
    out = []
    pos = 0
    for m in _PH.finditer(tpl):
        out.append(tpl[pos:m.start()])
        k = m.group(1)
        if k in kw:
            v = kw[k]
        else:
            v = ctx[k]
        out.append(v)
        pos = m.end()
    out.append(tpl[pos:])
    return out


class Doc:
    def __init__(self):
        self.buf = []
        self.n = 0
        self.spans = []

    def add(self, s):
        self.buf.append(s)
        self.n += len(s)

    def phi(self, s, typ):
        assert typ in LABEL, typ
        assert s and s == s.strip(), repr(s)
        self.spans.append((self.n, self.n + len(s), typ))
        self.add(s)

    def seg(self, v):
        if v is None:
            return
        if isinstance(v, str):
            self.add(v)
        elif isinstance(v, tuple):
            self.phi(v[0], v[1])
        else:
            for x in v:
                self.seg(x)

    def t(self, tpl, ctx=None, **kw):
        self.seg(S(tpl, ctx, **kw))

    def ln(self, tpl='', ctx=None, **kw):
        self.seg(S(tpl, ctx, **kw))
        self.add('\n')

    def text(self):
        return ''.join(self.buf)


# --------------------------------------------------------------------------------------------
# Name pools (invented combinations; first names and surnames from many origins)
# --------------------------------------------------------------------------------------------
FIRST_F = [
    'Margaret', 'Dorothy', 'Mavis', 'Edna', 'Beryl', 'Doreen', 'Gwendolyn', 'Hazel', 'Bridget', 'Amelia',
    'Isla', 'Poppy', 'Freya', 'Matilda', 'Kirsty', 'Morag', 'Bronwyn', 'Kylie', 'Siobhán', 'Aoife',
    'Niamh', 'Caoimhe', 'Orla', 'Róisín', 'Dervla', 'Gráinne', 'Priya', 'Fatima', 'Ayesha', 'Harpreet',
    'Nusrat', 'Zainab', 'Ngozi', 'Ama', 'Folake', 'Thandiwe', 'Amara', 'Mei-Ling', 'Yuki', 'Ji-woo',
    'Linh', 'Zofia', 'Agnieszka', 'Anneke', 'Inés', 'Ioana', 'Eleni', 'Chiara', 'Geneviève', 'Marie-Ève',
    'Zoë', 'Renée', 'Chloé', 'Aroha', 'Mere', 'Ngaio', 'Manaia', 'Losa', 'Malia', 'Layla', 'Mariam',
    'Noor', 'Valentina', 'Camila', 'Josephine', 'Tallulah', 'Imogen', 'Rosalind', 'Sadie', 'Esther',
    'Ruth', 'Pamela', 'Jacqueline', 'Tracey', 'Leanne', 'Shannon', 'Jasmine', 'Tegan', 'Ffion', 'Cerys',
    'Olwen', 'Eilidh', 'Catrìona', 'Mhairi', 'Annika', 'Solveig', 'Dagny', 'Marisol', 'Lucía', 'Anaïs',
    'Béatrice', 'Nathalie', 'Sinéad', 'Wairimu', 'Adaeze', 'Kalinda', 'Talulah-Mae', 'Hine', 'Kiri',
    'Ana-Lisa', 'Sione-Ana', 'Tūī', 'Mahsa', 'Shirin', 'Oksana', 'Svetlana', 'Lenka', 'Ivana', 'Dunya',
    'Catalina', 'Precious', 'Blessing', 'Rukhsana', 'Keisha', 'Jodie', 'Lorraine', 'Phyllis', 'Winifred',
]
FIRST_M = [
    'Oliver', 'George', 'Harry', 'Alfie', 'Clive', 'Nigel', 'Reginald', 'Declan', 'Jasper', 'Nathaniel',
    'Shane', 'Darren', 'Lachlan', 'Hamish', 'Fergus', 'Pádraig', 'Ciarán', 'Eoin', 'Seán', 'Tadhg',
    'Donncha', 'Arjun', 'Sanjay', 'Imran', 'Tariq', 'Rajesh', 'Gurdeep', 'Chidi', 'Kwame', 'Oluwaseun',
    'Tendai', 'Abebe', 'Wei', 'Hiroshi', 'Min-jun', 'Thanh', 'Quang', 'Krzysztof', 'Mateusz', 'Lukas',
    'Joaquín', 'Björn', 'Søren', 'Dimitrios', 'Giuseppe', 'François', 'Jean-François', 'Jérôme', 'Wiremu',
    'Hēmi', 'Tāne', 'Rāwiri', 'Sione', 'Tevita', 'Sefa', 'Fetu', 'Omar', 'Yusuf', 'Khalid', 'Mateo',
    'Santiago', 'Bartholomew', 'Cyril', 'Desmond', 'Eamon', 'Gareth', 'Rhodri', 'Iwan', 'Dafydd', 'Callum',
    'Ruaridh', 'Angus', 'Stellan', 'Anders', 'Ravi', 'Vikram', 'Baljit', 'Emeka', 'Kofi', 'Tomasz',
    'Piotr', 'Andrei', 'Bogdan', 'Luca', 'Matteo', 'Étienne', 'Rémi', 'Gaëtan', 'Kaito', 'Haruto', 'Duc',
    'Minh', 'Tamati', 'Nikau', 'Manu', 'Ioane', 'Faisal', 'Hassan', 'Reza', 'Dariusz', 'Jarrah', 'Bodhi',
    'Trent', 'Wayne', 'Barry', 'Kelvin', 'Ahmed', 'Mustafa', 'Colm', 'Oisín', 'Ruairí', 'Cormac', 'Benedict',
]
SURNAMES = [
    'Thornbury', 'Ashworth', 'Pemberton', 'Oyelaran', "O'Donoghue", 'Ní Bhriain', 'Mac Giolla Phádraig',
    'Fitzgerald-Hayes', 'van der Merwe', 'de la Cruz', 'Dos Santos', 'Nguyen', 'Tran', 'Kowalczyk',
    'Wiśniewska', 'Papadopoulos', 'Haddad', 'Al-Rashid', 'Okonkwo', 'Mensah', 'Achterberg', 'Lindqvist',
    'Sørensen', 'Müller', 'Ó Súilleabháin', 'McAllister', 'MacLeod', 'Te Rangi', 'Parata', 'Tipene',
    'Ngata', 'Ruatapu', 'Faleolo', 'Tuilagi', 'Vaifale', 'Côté', 'Tremblay', 'Gagnon', 'Bélanger',
    'Lévesque', 'St-Pierre', 'Bouchard-Roy', 'Chakraborty', 'Venkataraman', 'Sandhu', 'Dhillon',
    'Bhattacharya', 'Iqbal', 'Chaudhry', 'Yamamoto', 'Takahashi', 'Zhao', 'Huang', 'Wong', 'Ferreira',
    'Moreira', 'García-López', 'Romano', 'Esposito', 'Kovačević', 'Horvat', 'Petrović', 'Novak', 'Hughes',
    'Llewellyn', 'Pryce', 'Griffiths', 'Cartwright', 'Brennan', 'Callaghan', 'Hennessy', 'Moloney',
    'Quinlan', 'Whitlock', 'Blackwood', 'Hargreaves', 'Featherstone', 'Oakley', 'Penhaligon', 'Trelawny',
    'Kerr-Whitaker', 'Ashby-Clarke', "D'Souza", "D'Arcy", 'Fernando', 'Perera', 'Wickramasinghe', 'Abdi',
    'Warsame', 'Osei', 'Boateng', 'Adeyemi', 'Olawale', 'Mwangi', 'Kamau', 'Hakimi', 'Rezaei', 'Karimi',
    'Ivanova', 'Sokolov', 'Novotná', 'Dvořák', 'Bennett', 'Fraser', 'Munro', 'Sinclair', 'Duffy',
    'Gallagher', 'Ó Ceallaigh', 'Van Rensburg', 'Le Roux', 'Delacroix', 'Szabó', 'Nagy', 'Kaur', 'Singh-Bains',
    'Rautenbach', 'Mahmoud', 'El-Amin', 'Benali', 'Oduya', 'Nakamura', 'Shimizu', 'Lam', 'Cheung', 'Ho',
    'Pham', 'Vu', 'Kaminski', 'Zieliński', 'Łukasik', 'Jankowski', 'Rossi', 'Ricci', 'Marchetti',
    'Castellano', 'Herrera', 'Villanueva', 'Mendoza', 'Quispe', 'Alvarado', 'Strand', 'Halvorsen',
    'Aaltonen', 'Virtanen', 'Keane', 'Lynch', 'Mulcahy', 'Cullinane', 'Flanagan', 'Prendergast',
    'McGillicuddy', 'Rowntree', 'Holloway', 'Pickering', 'Dunmore', 'Wainwright', 'Stapleton', 'Critchley',
    'Ogilvie', 'Farquharson', 'Urquhart', 'Baxendale', 'Tuhiwai', 'Waititi', 'Hohaia', 'Pōtae', 'Rangihuna',
    'Fonoti', 'Leaupepe', 'Taufa', 'Havili', 'Lolohea', 'Ouellet', 'Thibodeau', 'Lapointe', 'Beauchesne',
    'Desrosiers', 'MacIsaac', 'Cormier', 'Arsenault', 'Yellowhorn', 'Whitecalf', 'Goldberg', 'Rosenthal',
    'Katz', 'Abramowicz', 'Nwosu', 'Eze', 'Obi', 'Tesfaye', 'Girma', 'Hailu', 'Yilmaz', 'Demir', 'Aydın',
    'Kapoor', 'Menon', 'Pillai', 'Raghunathan', 'Sutherland', 'Wetherell', 'Grimshaw', 'Ackroyd', 'Elphick',
    'Bramwell', 'Colquhoun', 'Dalrymple', 'Ellery', 'Fenwick', 'Gosling', 'Hartigan', 'Inglis', 'Jessop',
]
LOCAL_FIRST = {
    'GB': (['Gwen', 'Sheila', 'Maureen', 'Lily-Rose', 'Deborah', 'Sunita', 'Shabana'],
           ['Trevor', 'Keith', 'Graham', 'Rhys', 'Kieran', 'Mohammed', 'Dwayne']),
    'IE': (['Máire', 'Eibhlín', 'Clodagh', 'Saoirse', 'Nóirín', 'Aisling', 'Úna'],
           ['Diarmuid', 'Fionn', 'Éanna', 'Darragh', 'Cathal', 'Pádraic', 'Tomás']),
    'AU': (['Narelle', 'Sharyn', 'Jacinta', 'Bronte', 'Tahlia', 'Merindah', 'Kaylene'],
           ['Bruce', 'Craig', 'Brett', 'Kurt', 'Jedda', 'Dylan', 'Mick']),
    'NZ': (['Ātaahua', 'Wikitoria', 'Huia', 'Miriama', 'Ngāreta', 'Mele', 'Sela'],
           ['Ihaia', 'Te Ariki', 'Rangi', 'Paora', 'Tipene', 'Viliami', 'Kahu']),
    'CA': (['Mélanie', 'Josée', 'Sylvie', 'Kateri', 'Brigitte', 'Hélène', 'Maëlle'],
           ['Guillaume', 'Mathieu', 'Réjean', 'Yannick', 'Denis', 'Luc', 'Tyler']),
}
LOCAL_LAST = {
    'GB': ['Higginbottom', 'Ramsbottom', 'Clegg', 'Pennington', 'Evans-Bevan', 'Ap Gwilym', 'Rahman'],
    'IE': ['Ó Briain', 'Mac Carthaigh', 'Uí Néill', 'Fitzmaurice', 'Lenihan', 'Cronin', 'Geoghegan'],
    'AU': ['Kowalski-Brown', 'Papas', 'Ryan-Kennedy', 'Tjapaltjarri', 'Vella', 'Agius', 'Kostopoulos'],
    'NZ': ['Te Whata', 'Tāwhiao', 'Hetaraka', 'Mataio', 'Fa\'alogo', 'Te Huia', 'Kingi'],
    'CA': ['Lachance', 'Pelletier-Roy', 'Nadeau', 'Bergeron', 'Auclair', 'Morningstar', 'Kablutsiak'],
}


def person(rng, loc, sex=None):
    if sex is None:
        sex = rng.choice('FM')
    fl, ml = LOCAL_FIRST[loc]
    if rng.random() < 0.25:
        first = rng.choice(fl if sex == 'F' else ml)
    else:
        first = rng.choice(FIRST_F if sex == 'F' else FIRST_M)
    if rng.random() < 0.2:
        last = rng.choice(LOCAL_LAST[loc])
    else:
        last = rng.choice(SURNAMES)
    pool = FIRST_F if sex == 'F' else FIRST_M
    middle = rng.choice(pool) if rng.random() < 0.45 else None
    return {'first': first, 'last': last, 'middle': middle, 'sex': sex}


def nm(p, style, typ):
    f, l, m = p['first'], p['last'], p['middle']
    if style == 'full':
        s = f + ' ' + l
    elif style == 'fml':
        s = f + (' ' + m[0] + '. ' if m else ' ') + l
    elif style == 'fmlnd':
        s = f + (' ' + m[0] + ' ' if m else ' ') + l
    elif style == 'lf':
        s = l + ', ' + f
    elif style == 'LF':
        s = l.upper() + ', ' + f
    elif style == 'LFU':
        s = l.upper() + ', ' + f.upper() + (' ' + m[0].upper() if m else '')
    elif style == 'LFmid':
        s = l.upper() + ', ' + f + (' ' + m if m else '')
    elif style == 'first':
        s = f
    elif style == 'last':
        s = l
    elif style == 'flast':
        s = f[0] + '. ' + l
    elif style == 'flastnd':
        s = f[0] + ' ' + l
    elif style == 'ini':
        s = f[0] + l[0].upper() if l[0].isalpha() else f[0] + l[1]
    elif style == 'inidot':
        s = f[0] + '.' + l[0].upper() + '.'
    elif style == 'lc':
        s = f.lower()
    elif style == 'lcini':
        s = (f[0] + l.replace("'", '').replace(' ', '')[0]).lower()
    elif style == 'firstl':
        s = f + ' ' + l[0] + '.'
    elif style == 'FULLU':
        s = (f + ' ' + l).upper()
    else:
        raise ValueError(style)
    return (s, typ)


def title(p, rng, dot=False, married=None):
    if p['sex'] == 'M':
        t = 'Mr'
    else:
        t = rng.choice(['Mrs', 'Ms', 'Mrs', 'Miss', 'Ms']) if married is None else ('Mrs' if married else 'Ms')
    if rng.random() < 0.03:
        t = 'Mx'
    return t + ('.' if dot else '')


# --------------------------------------------------------------------------------------------
# Places (invented towns, streets, facilities; states/provinces/regions and Irish counties real)
# --------------------------------------------------------------------------------------------
STREET_ROOTS = ['Rowan', 'Kingfisher', 'Tamarind', 'Harbourview', 'Mill', 'Station', 'Larkspur', 'Quarry',
                'Ferndale', 'Chapel', 'Orchard', 'Heron', 'Saddler', 'Coopers', 'Marram', 'Tannery', 'Bellbird',
                'Wren', 'Juniper', 'Foxglove', 'Sandpiper', 'Copperbeech', 'Pilgrims', 'Weavers', 'Cobblers',
                'Lighthouse', 'Gannet', 'Bracken', 'Thistle', 'Elderberry', 'Lantern', 'Bluegum', 'Ironbark']
TOWNS = {
    'GB': ['Ashcombe', 'Brackenby', 'Little Harrowfield', 'Wexley Green', 'Kingsmere', 'Pelham Cross', 'Dunmoor',
           'Fellside', 'Oakhurst-on-Tern', 'Cressington', 'Eddleston Moor', 'Stowbridge', 'Netherfold',
           'Haverleigh', 'Copplestone End', 'Grayholm', 'Saltmarsh Quay', 'Upper Wendlebury', 'Mardale St Giles'],
    'IE': ['Ballykeeran', 'Carrigmore', 'Kilbrannagh', 'Dromcollin', 'Rathmoyle', 'Lisnagree', 'Clonderry',
           'Knocknabrack', 'Inchavore', 'Tullyvarra', 'Ballinascarthy Upper', 'Gortnaclohy', 'Ardkilleen',
           'Mullaghbawn East', 'Castlefergus', 'Bealnadrum'],
    'AU': ['Yarrabee', 'Koonawarra', 'Bellmont Heights', 'Coorabin', 'Mirrilong', 'Tallowood Creek', 'Gundabrook',
           'Port Kellerman', 'Banksia Vale', 'Warrigal Springs', 'Nardoo Ridge', 'Wattle Flat', 'Kurrajong East',
           'Bilyara', 'Moorabinda', 'Lake Torrington'],
    'NZ': ['Pukehinau', 'Waitārere Downs', 'Te Kōpua', 'Kahurangi Bay', 'Mangarewa', 'Ōhinetaha', 'Tōtara Heights',
           'Kōwhai Grove', 'Port Haddon', 'Glenmorris', 'Riverlea South', 'Makorahi', 'Whareroa Flat',
           'Aotea Point'],
    'CA': ['Port Alderwood', 'Kestrel Falls', 'Saint-Cyprien-des-Érables', 'Maple Hollow', 'Birchmount Landing',
           'Lac-Bonaventure', 'Fort Ashdown', 'Cedar Narrows', 'Pinecrest', 'New Hartland', 'Grandview Mills',
           'Rivière-aux-Saules', 'Elkhorn Bend', 'Tamarack Crossing'],
}
COUNTIES = {
    'GB': ['Wendleshire', 'North Harrowdale', 'Ternshire', 'East Marlshire'],
    'IE': ['Galway', 'Mayo', 'Kerry', 'Cork', 'Clare', 'Sligo', 'Donegal', 'Tipperary', 'Wexford', 'Offaly'],
}
STATES = {
    'AU': ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'Vic', 'Qld', 'NT', 'ACT', 'New South Wales', 'Queensland',
           'Victoria'],
    'NZ': ['Waikato', 'Bay of Plenty', 'Canterbury', 'Otago', 'Northland', "Hawke's Bay", 'Taranaki',
           'Manawatū-Whanganui', 'Southland', 'Tasman'],
    'CA': ['ON', 'BC', 'AB', 'QC', 'NS', 'MB', 'SK', 'NB', 'Ontario', 'Nova Scotia', 'British Columbia',
           'Quebec', 'Manitoba'],
}
COUNTRIES = ['Portugal', 'the Philippines', 'Sri Lanka', 'Nigeria', 'Poland', 'India', 'Samoa', 'Tonga', 'Fiji',
             'Somalia', 'Iran', 'Vietnam', 'Ghana', 'South Africa', 'Zimbabwe', 'Romania', 'Lithuania',
             'Brazil', 'Chile', 'Scotland', 'Wales', 'Ireland', 'England', 'Canada', 'Australia', 'New Zealand',
             'Lebanon', 'Eritrea', 'Kenya', 'Malaysia', 'Hong Kong', 'Japan', 'Greece', 'Italy', 'Spain',
             'Ukraine', 'Syria', 'Afghanistan', 'Pakistan', 'Bangladesh', 'Nepal', 'the Cook Islands', 'Mexico']
COUNTRY_PLAIN = [c for c in COUNTRIES]

ORGS = {
    'GB': ['Harrowfield Logistics', 'Ashcombe Building Society', 'Pelham Freight Ltd', 'Brackenby Primary School',
           'Tern Valley Foods', 'Kingsmere Academy', 'St Oswin\'s Parish Church', 'Dunmoor Tyres & Exhausts',
           'Fellside Leisure Centre', 'Grayholm Bakery', 'Wexley Green Cricket Club', 'Saltmarsh Quay Marina',
           'Netherfold Borough Council', 'Haverleigh Motors', 'Copplestone Packaging'],
    'IE': ['Carrigmore Co-op Mart', 'Scoil Bhríde Kilbrannagh', 'Rathmoyle GAA Club', 'Lisnagree Creamery',
           'Dromcollin Hardware', 'Inchavore Credit Union', 'Tullyvarra Quarries Ltd', 'Clonderry Hotel',
           'Castlefergus Meats', 'Knocknabrack National School', 'Ardkilleen Pharma Packaging'],
    'AU': ['Yarrabee Meatworks', 'Coorabin Mine', 'Koonawarra Shire Council', 'Banksia Vale Primary School',
           'Tallowood Creek Bowls Club', 'Port Kellerman Fisheries', 'Mirrilong Earthmoving Pty Ltd',
           'Gundabrook Uniting Church', 'Bilyara Transport', 'Nardoo Ridge Vineyards', 'Warrigal Springs RSL'],
    'NZ': ['Port Haddon Fisheries', 'Kōwhai Valley Dairy Co-op', 'Glenmorris Rugby Club', 'Te Kōpua Marae',
           'Pukehinau Kura', 'Mangarewa Timber Mill', 'Riverlea School', 'Makorahi Orchards Ltd',
           'Aotea Point Surf Life Saving Club', 'Tōtara Heights Kindergarten', 'Whareroa Freight'],
    'CA': ['Kestrel Falls Pulp & Paper', 'Maple Hollow Curling Club', 'Quincaillerie Saint-Cyprien',
           'Cedar Narrows Public School', 'Port Alderwood Marine Services', 'Pinecrest Co-operative',
           'Birchmount Transit', 'Grandview Mills Collegiate', 'Elkhorn Bend Trucking', 'Fort Ashdown Arena',
           'Tamarack Crossing First Baptist Church'],
}
LANDMARKS = {
    'GB': ['the war memorial on Market Square', 'Stowbridge bus station', 'the old Corn Exchange', 'Pelham Cross viaduct'],
    'IE': ['the Famine memorial', 'Carrigmore pier', 'Rathmoyle castle car park', 'the old railway bridge in Dromcollin'],
    'AU': ['the Big Prawn roadhouse', 'Coorabin lookout', 'Yarrabee war memorial', 'the Gundabrook weir'],
    'NZ': ['the Kahurangi Bay wharf', 'Pukehinau domain', 'the Te Kōpua swing bridge', 'the Port Haddon clocktower'],
    'CA': ['the Kestrel Falls lookout', 'the Port Alderwood ferry terminal', 'Pinecrest arena parking lot', 'the old grain elevator'],
}
LANDMARK_SPANS = {
    'GB': ['Stowbridge Bus Station', 'Corn Exchange', 'Pelham Cross Viaduct', 'Market Square'],
    'IE': ['Carrigmore Pier', 'Rathmoyle Castle', 'Dromcollin Railway Bridge', 'Famine Memorial'],
    'AU': ['Coorabin Lookout', 'Gundabrook Weir', 'Yarrabee War Memorial', 'Big Prawn Roadhouse'],
    'NZ': ['Kahurangi Bay Wharf', 'Pukehinau Domain', 'Te Kōpua Swing Bridge', 'Port Haddon Clocktower'],
    'CA': ['Kestrel Falls Lookout', 'Port Alderwood Ferry Terminal', 'Pinecrest Arena', 'Grain Elevator Park'],
}
PROFESSIONS = ['bus driver', 'retired teacher', 'electrician', 'accountant', 'dairy farmer', 'shearer',
               'forklift operator', 'barista', 'solicitor', 'chef', 'carpenter', 'plumber', 'lorry driver',
               'truck driver', 'postman', 'care assistant', 'warehouse operative', 'software developer',
               'hairdresser', 'fisherman', 'panel beater', 'miner', 'retail assistant', 'cleaner',
               'police officer', 'labourer', 'landscaper', 'bank teller', 'architect', 'retired engineer',
               'retired publican', 'sheep farmer', 'roofer', 'early childhood teacher', 'pharmacy technician',
               'dental nurse', 'taxi driver', 'scaffolder', 'bricklayer', 'childminder', 'school caretaker',
               'retired nurse', 'retired miner', 'retired farmer', 'security guard', 'graphic designer',
               'call centre operator', 'butcher', 'librarian', 'stonemason', 'kitchen porter', 'welder',
               'florist', 'veterinary nurse', 'civil servant', 'sales rep', 'joiner', 'courier driver',
               'orchard worker', 'tiler', 'nanny', 'teacher aide', 'machine operator', 'office manager']


def street(rng, loc):
    root = rng.choice(STREET_ROOTS)
    num = rng.choice([rng.randint(1, 40), rng.randint(1, 200), rng.randint(1, 12)])
    if loc == 'GB':
        suf = rng.choice(['Road', 'Lane', 'Close', 'Street', 'Avenue', 'Crescent', 'Gardens', 'Way', 'Terrace', 'Rd'])
        s = '%d %s %s' % (num, root, suf)
        r = rng.random()
        if r < 0.15:
            s = 'Flat %d, %s' % (rng.randint(1, 14), s)
        elif r < 0.25:
            s = '%s Cottage, %s %s' % (rng.choice(['Holly', 'Ivy', 'Rose', 'Pear Tree', 'Old Forge']), root, suf)
    elif loc == 'IE':
        suf = rng.choice(['Road', 'Street', 'Park', 'Avenue', 'Drive', 'Lawn', 'Heights', 'Grove', 'Close'])
        r = rng.random()
        if r < 0.3:
            s = '%d %s %s' % (num, root, suf)
        elif r < 0.55:
            s = '%d %s' % (num, rng.choice(['Páirc na Coille', 'Cois Abhann', 'Ard na Gréine', 'Bóthar an Phiarsaigh']))
        else:
            s = rng.choice(['Rose Cottage', 'The Haggard', 'Sunnyside', 'Gleann Mór', 'Ivy Lodge'])
            if rng.random() < 0.5:
                s += ', ' + root + ' Road'
    elif loc == 'AU':
        suf = rng.choice(['Street', 'St', 'Road', 'Rd', 'Parade', 'Avenue', 'Ave', 'Court', 'Crescent', 'Cres', 'Drive', 'Place'])
        s = '%d %s %s' % (num, root, suf)
        if rng.random() < 0.25:
            s = '%d/%s' % (rng.randint(1, 12), s)
        elif rng.random() < 0.1:
            s = 'Unit %d, %s' % (rng.randint(1, 20), s)
    elif loc == 'NZ':
        root = rng.choice(STREET_ROOTS + ['Kōwhai', 'Tōtara', 'Rimu', 'Pōhutukawa', 'Mānuka', 'Kererū', 'Tūī'])
        suf = rng.choice(['Street', 'Road', 'Rd', 'Terrace', 'Grove', 'Place', 'Crescent', 'Avenue', 'Drive', 'Way'])
        s = '%d %s %s' % (num, root, suf)
        if rng.random() < 0.25:
            s = '%d/%s' % (rng.randint(1, 6), s)
        elif rng.random() < 0.1:
            s = '%d%s %s %s' % (num, rng.choice('ABC'), root, suf)
    else:
        if rng.random() < 0.25:
            s = '%d, rue %s' % (rng.randint(10, 2400), rng.choice(['des Érables', 'Principale', 'Saint-Jacques', 'du Moulin', 'Champlain', 'des Pins']))
        else:
            suf = rng.choice(['Street', 'St', 'Avenue', 'Ave', 'Road', 'Drive', 'Crescent', 'Boulevard', 'Court', 'Line'])
            s = '%d %s %s' % (rng.randint(10, 4800), root, suf)
            if rng.random() < 0.25:
                s = rng.choice(['Apt %d, ' % rng.randint(101, 1904), 'Unit %d - ' % rng.randint(1, 40)]) + s
            elif rng.random() < 0.1:
                s = s + ' ' + rng.choice(['N', 'SW', 'E', 'NE'])
    return s


def _L(rng, a):
    return rng.choice(a)


def postcode(rng, loc):
    A = 'ABCDEFGHJKLMNPRSTUWXY'
    if loc == 'GB':
        out = rng.choice(['AB', 'FS', 'WG', 'KM', 'PX', 'DN', 'HL', 'ST', 'NF', 'GH', 'CE', 'S', 'M', 'B', 'L'])
        out += str(rng.randint(1, 29)) + ' ' + str(rng.randint(0, 9))
        return out + letters(rng, 2, 'ABDEFGHJLNPQRSTUWXYZ')
    if loc == 'IE':
        return '%s%02d %s%s%s%s' % (_L(rng, 'ACDEFHKNPRTVWXY'), rng.randint(10, 99), _L(rng, 'ACDEFHKNPRTVWXY'),
                                    rng.randint(0, 9), _L(rng, 'ACDEFHKNPRTVWXY'), rng.randint(0, 9))
    if loc == 'AU':
        return str(rng.choice([rng.randint(2000, 2899), rng.randint(3000, 3999), rng.randint(4000, 4899),
                               rng.randint(5000, 5799), rng.randint(6000, 6799), rng.randint(7000, 7399)]))
    if loc == 'NZ':
        return '%04d' % rng.randint(110, 9893)
    return '%s%d%s %d%s%d' % (_L(rng, 'ABCEGHJKLMNPRSTVXY'), rng.randint(0, 9), _L(rng, 'ABCEGHJKLMNPRSTVWXYZ'),
                              rng.randint(0, 9), _L(rng, 'ABCEGHJKLMNPRSTVWXYZ'), rng.randint(0, 9))


def address(rng, loc):
    """Return dict with parts; and helper to render as segment list."""
    a = {'street': street(rng, loc), 'town': rng.choice(TOWNS[loc]), 'zip': postcode(rng, loc)}
    if loc in COUNTIES:
        a['county'] = rng.choice(COUNTIES[loc])
    if loc in STATES:
        a['state'] = rng.choice(STATES[loc])
    return a


def addr_segs(a, loc, sep=', ', multiline=False, upper=False, county=True):
    U = (lambda s: s.upper()) if upper else (lambda s: s)
    j = '\n' if multiline else sep
    out = [(U(a['street']), 'STREET'), j, (U(a['town']), 'CITY')]
    if loc == 'GB':
        if county and 'county' in a:
            out += [j, (U(a['county']), 'CITY')]
        out += [j if multiline else ' ', (U(a['zip']), 'ZIP')]
    elif loc == 'IE':
        if county:
            out += [j, 'Co. ', (U(a['county']), 'CITY')]
        out += [j if multiline else ', ', (U(a['zip']), 'ZIP')]
    elif loc == 'AU':
        out += [' ', (U(a['state']), 'STATE'), ' ', (a['zip'], 'ZIP')]
    elif loc == 'NZ':
        out += [' ', (a['zip'], 'ZIP')]
    else:
        out += [', ' if not multiline else ' ', (U(a['state']), 'STATE'), '  ', (a['zip'], 'ZIP')]
    return out


# --------------------------------------------------------------------------------------------
# Contacts
# --------------------------------------------------------------------------------------------
def phone(rng, loc, kind='land'):
    if loc == 'GB':
        if kind == 'mob':
            n = '07700 900%03d' % rng.randint(0, 999)
            return rng.choice([n, n.replace(' ', ''), '+44 7700 900%03d' % rng.randint(0, 999)])
        r = rng.random()
        if r < 0.5:
            return rng.choice(['01632 960%03d', '(01632) 960%03d', '01632 960 %03d']) % rng.randint(0, 999)
        if r < 0.8:
            return rng.choice(['020 7946 0%03d', '0207 946 0%03d', '+44 20 7946 0%03d']) % rng.randint(0, 999)
        return rng.choice(['0113 496 0%03d', '0161 496 0%03d', '0117 496 0%03d']) % rng.randint(0, 999)
    if loc == 'IE':
        if kind == 'mob':
            return rng.choice(['08%d 555 %04d', '08%d-555%04d', '+353 8%d 555 %04d']) % (rng.choice([3, 5, 6, 7, 9]), rng.randint(0, 9999))
        return rng.choice(['(0%d) 555 %04d', '0%d 555 %04d', '0%d-555%04d', '+353 %d 555 %04d']) % (rng.choice([1, 21, 91, 61, 66, 71, 74]), rng.randint(0, 9999))
    if loc == 'AU':
        if kind == 'mob':
            n = '0491 57%d %03d' % (rng.randint(0, 9), rng.randint(0, 999))
            return rng.choice([n, n.replace(' ', ''), '+61 ' + n[1:]])
        area = rng.choice(['02', '03', '07', '08'])
        mid = {'02': '5550', '03': '7010', '07': '5550', '08': '5550'}[area]
        return rng.choice(['(%s) %s %04d', '%s %s %04d', '%s%s%04d']) % (area, mid, rng.randint(0, 9999))
    if loc == 'NZ':
        if kind == 'mob':
            return rng.choice(['02%d 555 %04d', '02%d555%04d', '+64 2%d 555 %04d']) % (rng.choice([0, 1, 2, 7]), rng.randint(0, 9999))
        return rng.choice(['(0%d) 555 %04d', '0%d 555 %04d', '0%d-555 %04d']) % (rng.choice([3, 4, 6, 7, 9]), rng.randint(0, 9999))
    area = rng.choice(['613', '416', '604', '902', '514', '780', '204', '306', '506', '250', '705'])
    n = rng.randint(100, 199)
    return rng.choice(['(%s) 555-0%d', '%s-555-0%d', '%s.555.0%d', '+1 %s 555 0%d', '1-%s-555-0%d']) % (area, n)


def ext(rng):
    return rng.choice([' ext. %d', ' ext %d', ' x%d', ' Ext: %d']) % rng.randint(100, 9999)


def ip(rng):
    r = rng.random()
    if r < 0.4:
        return '10.%d.%d.%d' % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
    if r < 0.7:
        return '172.%d.%d.%d' % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    return '192.168.%d.%d' % (rng.randint(0, 255), rng.randint(1, 254))


def slug(s):
    out = []
    tr = {'á': 'a', 'é': 'e', 'í': 'i', 'ó': 'o', 'ú': 'u', 'è': 'e', 'ë': 'e', 'ï': 'i', 'ō': 'o', 'ā': 'a',
          'ē': 'e', 'ū': 'u', 'ī': 'i', 'ç': 'c', 'ñ': 'n', 'ø': 'o', 'ö': 'o', 'ü': 'u', 'ś': 's', 'ł': 'l',
          'ń': 'n', 'č': 'c', 'ř': 'r', 'š': 's', 'ž': 'z', 'ı': 'i', 'ì': 'i', 'ô': 'o', 'â': 'a', 'ê': 'e',
          'à': 'a', 'ä': 'a', 'å': 'a'}
    for ch in s.lower():
        ch = tr.get(ch, ch)
        if ch.isalnum() and ch.isascii():
            out.append(ch)
    return ''.join(out)


def email(rng, p=None, dom=None, role=None):
    if dom is None:
        dom = rng.choice(['example.com', 'example.org', 'example.net', 'mail.example.com', 'inbox.example.net'])
    if p is None:
        user = role or 'reception'
    else:
        f, l = slug(p['first']), slug(p['last'])
        user = rng.choice(['%s.%s' % (f, l), '%s%s' % (f[0], l), '%s_%s%d' % (f, l[:4], rng.randint(1, 99)),
                           '%s.%s' % (f[0], l), '%s%d' % (f, rng.randint(60, 99))])
    return user + '@' + dom


def username(rng, p):
    f, l = slug(p['first']), slug(p['last'])
    return rng.choice(['%s%s' % (f[0], l[:7]), '%s.%s' % (f, l), '%s%s%d' % (f[0], l[:6], rng.randint(1, 9)),
                       ('%s%s' % (l[:8], f[0])).upper(), '%s_%s' % (f[:3], l[:3]), 'rn%s' % l[:6]])


# --------------------------------------------------------------------------------------------
# Dates and ages
# --------------------------------------------------------------------------------------------
MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
       'November', 'December']
WD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']


def ordn(d):
    if 10 <= d % 100 <= 20:
        return '%dth' % d
    return '%d%s' % (d, {1: 'st', 2: 'nd', 3: 'rd'}.get(d % 10, 'th'))


def fdate(d, style):
    m = d.month
    if style == 'dmy':
        return '%02d/%02d/%04d' % (d.day, m, d.year)
    if style == 'dmy1':
        return '%d/%d/%04d' % (d.day, m, d.year)
    if style == 'dmyy':
        return '%02d/%02d/%02d' % (d.day, m, d.year % 100)
    if style == 'dmydot':
        return '%02d.%02d.%04d' % (d.day, m, d.year)
    if style == 'dmydot2':
        return '%d.%d.%02d' % (d.day, m, d.year % 100)
    if style == 'dmydash':
        return '%02d-%02d-%04d' % (d.day, m, d.year)
    if style == 'dMy':
        return '%d %s %04d' % (d.day, MON[m - 1][:3], d.year)
    if style == 'dMMy':
        return '%d %s %04d' % (d.day, MON[m - 1], d.year)
    if style == 'ordM':
        return '%s %s %04d' % (ordn(d.day), MON[m - 1], d.year)
    if style == 'ordofM':
        return '%s of %s %04d' % (ordn(d.day), MON[m - 1], d.year)
    if style == 'iso':
        return '%04d-%02d-%02d' % (d.year, m, d.day)
    if style == 'isoslash':
        return '%04d/%02d/%02d' % (d.year, m, d.day)
    if style == 'Mdy':
        return '%s %d, %04d' % (MON[m - 1], d.day, d.year)
    if style == 'Mdy3':
        return '%s %d %04d' % (MON[m - 1][:3], d.day, d.year)
    if style == 'mdy':
        return '%02d/%02d/%04d' % (m, d.day, d.year)
    if style == 'dMyd':
        return '%02d-%s-%04d' % (d.day, MON[m - 1][:3], d.year)
    if style == 'DMYU':
        return '%02d%s%04d' % (d.day, MON[m - 1][:3].upper(), d.year)
    if style == 'dMyU':
        return '%02d-%s-%04d' % (d.day, MON[m - 1][:3].upper(), d.year)
    if style == 'wdM':
        return '%s %d %s %04d' % (WD[d.weekday()], d.day, MON[m - 1], d.year)
    if style == 'wdMc':
        return '%s, %s %d, %04d' % (WD[d.weekday()], MON[m - 1], d.day, d.year)
    if style == 'wd3':
        return '%s %02d/%02d/%04d' % (WD[d.weekday()][:3], d.day, m, d.year)
    if style == 'wdshort':
        return '%s %d/%d' % (WD[d.weekday()][:3], d.day, m)
    if style == 'dm':
        return '%d/%d' % (d.day, m)
    if style == 'dM':
        return '%d %s' % (d.day, MON[m - 1][:3])
    if style == 'dMM':
        return '%d %s' % (d.day, MON[m - 1])
    if style == 'Md':
        return '%s %d' % (MON[m - 1][:3], d.day)
    if style == 'My':
        return '%s %04d' % (MON[m - 1], d.year)
    if style == 'My3':
        return '%s %04d' % (MON[m - 1][:3], d.year)
    if style == 'mmyy':
        return '%02d/%04d' % (m, d.year)
    if style == 'y':
        return '%04d' % d.year
    raise ValueError(style)


def D(d, style):
    return (fdate(d, style), 'DATE')


LOCALE_DATE_STYLES = {
    'GB': ['dmy', 'dMy', 'dMMy', 'ordM', 'dmyy', 'dMyd', 'dmydot', 'iso'],
    'IE': ['dmy', 'dMMy', 'ordM', 'ordofM', 'dmydot', 'dmy1', 'dMyd'],
    'AU': ['dmy', 'dmy1', 'dMMy', 'dMy', 'dmydot', 'dmyy', 'iso'],
    'NZ': ['dmy', 'dmy1', 'dMMy', 'dMy', 'dmydot2', 'dmyy', 'iso'],
    'CA': ['iso', 'Mdy', 'Mdy3', 'isoslash', 'dMyU', 'DMYU', 'mdy', 'dmy'],
}


def rand_date(rng, y0=2023, y1=2026, endmonth=11):
    start = dt.date(y0, 1, 1)
    end = dt.date(y1, endmonth, 20)
    return start + dt.timedelta(days=rng.randint(0, (end - start).days))


def dob_for_age(rng, ref, age):
    y = ref.year - age
    d = dt.date(y, 1, 1) + dt.timedelta(days=rng.randint(0, 364))
    # ensure exact age at ref
    while True:
        a = ref.year - d.year - ((ref.month, ref.day) < (d.month, d.day))
        if a == age:
            return d
        d = d + dt.timedelta(days=(1 if a > age else -1) * 30)


def age_at(dob, ref):
    return ref.year - dob.year - ((ref.month, ref.day) < (dob.month, dob.day))


UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
         'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


def words(n):
    if n < 20:
        return UNITS[n]
    if n < 100:
        return TENS[n // 10] + ('' if n % 10 == 0 else '-' + UNITS[n % 10])
    return 'one hundred' + ('' if n == 100 else ' and ' + words(n - 100))


def A(n):
    return (str(n), 'AGE')


def age_phrase(rng, n, sex):
    """A short age phrase as segment list (number only is PHI)."""
    g = 'F' if sex == 'F' else 'M'
    gw = 'woman' if sex == 'F' else 'man'
    c = rng.randint(0, 9)
    if c == 0:
        return [A(n), '-year-old ' + gw]
    if c == 1:
        return [A(n), 'yo ' + g]
    if c == 2:
        return [A(n), ' y.o. ' + gw]
    if c == 3:
        return [A(n), g]
    if c == 4:
        return [A(n), ' ' + g]
    if c == 5:
        return [(words(n), 'AGE'), '-year-old ' + gw]
    if c == 6:
        return [A(n), ' year old ' + gw]
    if c == 7:
        return [A(n), 'y/o ' + gw]
    if c == 8:
        return [gw + ' aged ', A(n)]
    return [A(n), ' yr old ' + ('female' if sex == 'F' else 'male')]


# --------------------------------------------------------------------------------------------
# Identifiers
# --------------------------------------------------------------------------------------------
def digits(rng, n):
    return ''.join(str(rng.randint(0, 9)) for _ in range(n))


def letters(rng, n, pool='ABCDEFGHJKLMNPRSTUVWXYZ'):
    return ''.join(rng.choice(pool) for _ in range(n))


def nhs_no(rng):
    d = digits(rng, 10)
    return rng.choice(['%s %s %s' % (d[:3], d[3:6], d[6:]), d, '%s-%s-%s' % (d[:3], d[3:6], d[6:])])


def ni_no(rng):
    return rng.choice(['%s%s%s' % (letters(rng, 2, 'ABCEGHJKLMNPRSTWXYZ'), digits(rng, 6), rng.choice('ABCD')),
                       '%s %s %s %s %s' % (letters(rng, 2, 'ABCEGHJKLMNPRSTWXYZ'), digits(rng, 2), digits(rng, 2), digits(rng, 2), rng.choice('ABCD'))])


def nhi(rng):
    if rng.random() < 0.7:
        return letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 4)
    return letters(rng, 3, 'ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(rng, 2) + letters(rng, 2, 'ABCDEFGHJKLMNPQRSTUVWXYZ')


def medicare_au(rng):
    d = digits(rng, 10)
    return rng.choice(['%s %s %s' % (d[:4], d[4:9], d[9]), d, '%s %s %s-%d' % (d[:4], d[4:9], d[9], rng.randint(1, 5))])


def ca_health(rng, prov):
    if prov in ('QC', 'Quebec'):
        return '%s %s %s' % (letters(rng, 4), digits(rng, 4), digits(rng, 4))
    if prov in ('BC', 'British Columbia'):
        return '9%s %s %s' % (digits(rng, 3), digits(rng, 3), digits(rng, 3))
    d = digits(rng, 10)
    return rng.choice(['%s-%s-%s-%s' % (d[:4], d[4:7], d[7:], letters(rng, 2)), '%s %s %s' % (d[:4], d[4:7], d[7:]), d])

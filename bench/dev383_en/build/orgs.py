"""Invented hospitals, practices, schools, councils, agencies, employers and landmarks."""

A = ('Wren Lark Heron Kestrel Bramble Hazel Clover Fern Rook Merlin Tansy Sorrel Teasel Yarrow '
     'Linnet Plover Curlew Sedge Alder Rowan Juniper Hawthorn Bittern Whinchat Harebell Oriel '
     'Sandmartin Corncrake Foxglove Campion Brackley Quarrel Dunnock Goldcrest Larch Ivel').split()
B = 'field mead ford brook leigh combe dale holme hurst croft ley moor gate well stead wick thwaite'.split()
SAINTS = 'Oswin Elphin Teilo Hilda Aidan Cuthbert Brigid Ninian Piran Kentigern Ebba Werburgh Cedd Madoc Ita Fursey Eanswythe'.split()
BIRDS = 'Robin Puffin Kingfisher Wren Owl Swallow Starling Heron Lapwing Skylark Penguin Toucan Otter Badger Hedgehog'.split()
MAORI_W = 'Te Awa|Te Puna|Whaiora|Tipu Ora|Manaaki|Te Whare Hauora|Ora Toa|Te Kōhao'.split('|')


def place_word(rng):
    return rng.choice(A) + rng.choice(B)


def hospital(rng, cc):
    w = place_word(rng)
    if cc in ('ENG', 'WAL', 'SCO', 'NIR'):
        pats = ['%s General Hospital', '%s Royal Infirmary', '%s Community Hospital', "%s Children's Hospital",
                '%s District General Hospital', 'Royal %s Hospital', '%s Hospital']
        if rng.random() < 0.2:
            return "St %s's Hospital" % rng.choice(SAINTS)
        return rng.choice(pats) % w
    if cc == 'IRL':
        return rng.choice(['%s University Hospital', '%s Regional Hospital', '%s General Hospital']) % w
    if cc == 'AUS':
        return rng.choice(['%s Base Hospital', '%s Health Service', '%s Hospital', "%s Children's Hospital"]) % w
    if cc == 'NZL':
        return rng.choice(['%s Hospital', '%s Base Hospital', "%s Children's Hospital"]) % w
    if cc == 'CAN':
        return rng.choice(['%s Regional Health Sciences Centre', '%s General Hospital', "%s Children's Hospital"]) % w
    return rng.choice(['%s Medical Center', "%s Children's Hospital", '%s Regional Medical Center', '%s Memorial Hospital']) % w


def clinic(rng, cc):
    w = place_word(rng)
    if cc == 'NZL' and rng.random() < 0.3:
        return '%s Child Health Centre' % rng.choice(MAORI_W)
    return rng.choice(['%s Child Development Centre', '%s Child Health Clinic', '%s Children\'s Centre',
                       '%s Health Centre', '%s Community Paediatric Clinic' if cc != 'USA' else '%s Pediatric Clinic',
                       '%s House']) % w


def gp_practice(rng, cc):
    w = place_word(rng)
    if cc in ('ENG', 'WAL', 'SCO', 'NIR'):
        return rng.choice(['%s Surgery', '%s Medical Practice', '%s Health Centre', 'The %s Practice',
                           '%s Medical Centre', '%s Group Practice']) % w
    if cc == 'IRL':
        return rng.choice(['%s Family Practice', '%s Medical Centre', '%s Primary Care Centre']) % w
    if cc == 'AUS':
        return rng.choice(['%s Family Medical Centre', '%s Medical Centre', '%s Aboriginal Medical Service',
                           '%s GP Clinic']) % w
    if cc == 'NZL':
        return rng.choice(['%s Medical Centre', '%s Health', '%s Hauora']) % (rng.choice(MAORI_W) if rng.random() < 0.3 else w)
    if cc == 'CAN':
        return rng.choice(['%s Community Health Centre', '%s Family Health Team', '%s Medical Clinic']) % w
    return rng.choice(['%s Pediatrics', '%s Family Health Center', '%s Community Clinic']) % w


def dental(rng, cc):
    w = place_word(rng)
    return rng.choice(['%s Dental Care', '%s Dental Practice', '%s Dental Surgery', '%s Family Dental',
                       '%s Smile Studio', '%s Community Dental Clinic']) % w


def optician(rng):
    return rng.choice(['%s Opticians', '%s Eyecare', '%s Vision Centre']) % place_word(rng)


def pharmacy(rng):
    return rng.choice(['%s Pharmacy', '%s Chemist', '%s Community Pharmacy']) % place_word(rng)


def camhs(rng, cc):
    w = place_word(rng)
    if cc == 'AUS':
        return rng.choice(['%s CYMHS', '%s Child and Youth Mental Health Service', 'headspace %s']) % w
    if cc == 'NZL':
        return rng.choice(['%s Infant, Child and Adolescent Mental Health Service', '%s ICAMHS', '%s Youth Hub']) % w
    if cc == 'CAN':
        return rng.choice(['%s Child and Youth Mental Health', '%s Youth Wellness Hub']) % w
    if cc == 'USA':
        return rng.choice(['%s Behavioral Health', '%s Child Guidance Center']) % w
    return rng.choice(['%s CAMHS', '%s Child and Family Service', '%s Children and Young People\'s Mental Health Service']) % w


def ward(rng):
    return '%s Ward' % rng.choice(BIRDS)


def school(rng, cc, age):
    w = place_word(rng)
    if cc in ('ENG', 'WAL', 'NIR'):
        if age < 11:
            pats = ['%s Primary School', '%s Primary Academy', '%s Junior School', '%s Infant School', '%s C of E Primary']
        else:
            pats = ['%s Academy', '%s High School', '%s Community College', '%s School', '%s Pupil Referral Unit']
        return rng.choice(pats) % w
    if cc == 'SCO':
        return rng.choice(['%s Primary School', '%s Primary'] if age < 12 else ['%s High School', '%s Academy']) % w
    if cc == 'IRL':
        if age < 12:
            return rng.choice(['%s National School', 'Scoil %s', 'Gaelscoil %s']) % w
        return rng.choice(['%s Community School', '%s Community College', '%s Secondary School']) % w
    if cc == 'AUS':
        if age < 12:
            return rng.choice(['%s Public School', '%s State School', '%s Primary School']) % w
        return rng.choice(['%s High School', '%s Secondary College', '%s State High School']) % w
    if cc == 'NZL':
        if age < 13:
            return rng.choice(['%s School', '%s Primary School', 'Te Kura o %s']) % w
        return rng.choice(['%s College', '%s High School']) % w
    if cc == 'CAN':
        return rng.choice(['%s School', '%s Elementary School', '%s Collegiate'] if age < 13 else ['%s Secondary School', '%s Collegiate', '%s High School']) % w
    return rng.choice(['%s Elementary', '%s Elementary School'] if age < 11 else ['%s Middle School', '%s High School', '%s Academy']) % w


def college(rng, cc):
    w = place_word(rng)
    if cc in ('AUS',):
        return '%s TAFE' % w
    if cc == 'USA':
        return '%s Community College' % w
    if cc == 'CAN':
        return '%s College' % w
    return rng.choice(['%s College', '%s College of Further Education', '%s Skills Academy']) % w


def nursery(rng):
    return rng.choice(['%s Day Nursery', '%s Pre-school', 'Little %s Nursery', '%s Kindergarten']) % place_word(rng)


def council(rng, cc):
    w = place_word(rng)
    if cc == 'ENG':
        return rng.choice(['%s Borough Council', '%s County Council', '%s City Council', '%s Metropolitan Borough Council']) % w
    if cc == 'SCO':
        return '%s Council' % w
    if cc == 'WAL':
        return '%s County Borough Council' % w
    if cc == 'NIR':
        return '%s Health and Social Care Trust' % w
    if cc == 'IRL':
        return '%s Family Support Services' % w
    if cc == 'AUS':
        return rng.choice(['%s Family Services', '%s Out of Home Care Services', '%s Aboriginal Child and Family Service']) % w
    if cc == 'NZL':
        return rng.choice(['%s Whānau Services', '%s Family Trust']) % w
    if cc == 'CAN':
        return rng.choice(['%s Child and Family Services', '%s Children\'s Aid Society', '%s First Nation Child and Family Services']) % w
    return rng.choice(['%s County Children Services', '%s County Department of Children and Family Services', '%s Family Services']) % w


def health_trust(rng, cc):
    w = place_word(rng)
    if cc == 'ENG':
        return rng.choice(['%s Community Health NHS Trust', '%s Healthcare NHS Foundation Trust', '%s Children\'s NHS Trust']) % w
    if cc == 'SCO':
        return 'NHS %s' % w
    if cc == 'WAL':
        return '%s University Health Board' % w
    if cc == 'NIR':
        return '%s HSC Trust' % w
    if cc == 'IRL':
        return '%s Community Healthcare' % w
    if cc == 'AUS':
        return '%s Local Health District' % w
    if cc == 'NZL':
        return '%s Health District' % w
    if cc == 'CAN':
        return '%s Health Region' % w
    return '%s Health System' % w


def fostering_agency(rng, cc):
    w = place_word(rng)
    return rng.choice(['%s Fostering', '%s Foster Care', '%s Family Placement Service', '%s Families',
                       '%s Foster Care Agency', '%s Care Partnership']) % w


def contact_centre(rng):
    return rng.choice(['%s Family Contact Centre', '%s Family Centre', '%s Contact Centre']) % place_word(rng)


def childrens_home(rng):
    return rng.choice(['%s Lodge', '%s House', 'The %s Home', '%s Cottage']) % place_word(rng)


def supported_accom(rng):
    return rng.choice(['%s Court', '%s Foyer', '%s Supported Lodgings', '%s Youth Housing']) % place_word(rng)


def police_team(rng):
    return None


EMPLOYERS = ('Harbourline Logistics|Tansy & Co Hair|Brightwell Care Services|Northgate Tyre Centre|Curlew Bakery|'
             'Kestrel Packaging Ltd|Sedgemoor Poultry|Bramble Bistro|Fenwick & Hale Builders|Oriel Call Solutions|'
             'Linnet Cleaning Co|Corncrake Security|Alderbrook Farm|Quarrel Scaffolding Ltd|Larchway Removals|'
             'Goldcrest Garden Centre|Teasel Kitchens|Yarrow Print Works|Harebell Nails|Whinchat Motors').split('|')


def employer(rng):
    return rng.choice(EMPLOYERS)


LANDMARK_PAT = ['%s Park', '%s Shopping Centre', '%s Retail Park', '%s Recreation Ground', '%s Bridge',
                '%s Leisure Centre', '%s Skate Park', '%s Playing Fields', '%s Arcade', '%s Quay']


def landmark(rng):
    return rng.choice(LANDMARK_PAT) % place_word(rng)


def building(rng):
    return rng.choice(['%s House', '%s Court', '%s Building', '%s Centre']) % place_word(rng)


def domain(rng, name, kind='any'):
    from places import slug
    s = slug(name)[:14] or 'care'
    pool = {'any': ['example.org', 'example.net', 'example.com'],
            'nhs': ['nhs.example.net', 'example.org', 'health.example.org', 'example.net'],
            'la': ['gov.example.org', 'example.org', 'gov.example.net'],
            'sch': ['sch.example.org', 'example.sch.example.net', 'example.org']}[kind]
    return '%s.%s' % (s, rng.choice(pool))


PROFESSIONS = ('HGV driver|care assistant|scaffolder|nail technician|hairdresser|warehouse operative|cleaner|chef|'
               'labourer|taxi driver|retail assistant|bar worker|roofer|plasterer|delivery driver|security guard|'
               'teaching assistant|school cook|bus driver|forklift driver|mechanic|barber|farm labourer|fisherman|'
               'soldier|electrician|plumber|postman|carpenter|landscape gardener|beauty therapist|nursery nurse|'
               'kitchen porter|call centre agent|tattoo artist|bricklayer|painter and decorator|factory worker|'
               'dinner lady|sheet metal worker|abattoir worker|shelf stacker|van driver|welder|tiler').split('|')
PROF_ANZ = ['shearer', 'FIFO miner', 'fruit picker', 'dairy farm hand', 'forestry worker', 'truck driver', 'bar attendant']
PROF_NA = ['trucker', 'oil rig worker', 'line cook', 'server', 'construction worker', 'CNA', 'Uber driver', 'logger']
CARER_PROF = ('retired teacher|part-time receptionist|school crossing patrol|driving instructor|retired police officer|'
              'lollipop lady|dental receptionist|self-employed joiner|bus driver|church minister|accountant|'
              'retired nurse|farmer|teaching assistant|childminder|postman|hospital porter|estate agent|'
              'firefighter|IT consultant|lorry driver|youth worker|librarian').split('|')
YP_PROF = ('apprentice mechanic|trainee chef|barista|apprentice electrician|kitchen assistant|warehouse picker|'
           'retail assistant|trainee hairdresser|labourer|trainee bricklayer|care assistant|army recruit|'
           'apprentice plumber|waitress|cleaner|gym instructor|apprentice joiner|groundworker').split('|')


def profession(rng, cc, who='parent'):
    if who == 'carer':
        return rng.choice(CARER_PROF)
    if who == 'yp':
        return rng.choice(YP_PROF)
    pool = list(PROFESSIONS)
    if cc in ('AUS', 'NZL'):
        pool += PROF_ANZ * 3
    if cc in ('CAN', 'USA'):
        pool += PROF_NA * 3
    return rng.choice(pool)

"""Clinical content for paediatric allergy notes (mostly non-PHI, with hard negatives)."""
import pools_people as PP
from common import nm, dt, age
from case import adr

FOODS = {
    'peanut': ['a peanut butter sandwich', 'a satay skewer', 'a peanut cookie', 'a spoon of peanut butter', 'a muesli bar'],
    'egg': ['scrambled egg', 'a boiled egg', 'homemade mayonnaise', 'a pancake', 'egg fried rice'],
    'milk': ['yoghurt', 'a sip of cow\'s milk', 'ice cream', 'cheese on toast', 'a formula top-up'],
    'cashew': ['a cashew korma', 'cashew pesto', 'a vegan cheesecake', 'a handful of mixed nuts'],
    'hazelnut': ['a chocolate hazelnut spread sandwich', 'a praline chocolate', 'hazelnut biscotti'],
    'sesame': ['hummus', 'a sesame bagel', 'tahini dressing', 'halva'],
    'walnut': ['a walnut brownie', 'carrot cake with walnuts', 'a walnut salad'],
    'wheat': ['toast', 'a wheat biscuit', 'pasta'],
    'fish': ['fish fingers', 'cod in batter', 'fish pie'],
    'prawn': ['prawn crackers', 'a prawn curry', 'garlic prawns'],
    'soy': ['soya yoghurt', 'edamame', 'tofu stir fry'],
    'pistachio': ['pistachio ice cream', 'baklava', 'a pistachio pastry'],
    'lentil': ['dhal', 'lentil soup', 'a lentil patty'],
}

SYMPTOMS_MILD = ['perioral urticaria', 'generalised hives', 'lip swelling', 'itchy mouth',
                 'periorbital angioedema', 'a single vomit', 'facial erythema', 'sneezing and rhinorrhoea']
SYMPTOMS_SEVERE = ['persistent cough and wheeze', 'hoarse voice and stridor', 'pallor and floppiness',
                   'repetitive vomiting with lethargy', 'difficulty swallowing', 'audible wheeze with SpO2 89%']

COMORBID = [('Atopic eczema (SCORAD %d)', 8, 60), ('Asthma, ACT %d/25', 12, 25), ('Allergic rhinitis (TNSS %d/12)', 2, 12),
            ('Pollen food allergy syndrome to apple and pear', 0, 0), ('Eosinophilic oesophagitis - in remission', 0, 0),
            ('Infantile eczema, resolved', 0, 0), ('Episodic viral wheeze', 0, 0), ('Chronic spontaneous urticaria (UAS7 %d)', 6, 40),
            ('Asthma (C-ACT %d)', 14, 27), ('Atopic eczema, POEM %d', 3, 24)]

MEDS = ['Cetirizine 5 mg PRN', 'Cetirizine 2.5 mg PRN', 'Loratadine 5 mg PRN', 'Hydrocortisone 1% ointment',
        'Clenil Modulite 100 micrograms 2 puffs BD via spacer', 'Salbutamol 100 mcg MDI PRN', 'Montelukast 4 mg nocte',
        'Fluticasone 50 mcg nasal spray OD', 'Emollient (Epaderm) TDS', 'Mometasone 0.1% cream alt days',
        'Tacrolimus 0.03% ointment BD', 'Flixotide 50 mcg 2 puffs BD', 'Symbicort 100/6 1 puff BD']


def trigger(r, a):
    return r.choice(FOODS.get(a[0], ['a %s-containing snack' % a[1]]))


def setting(r, c):
    k = r.randint(0, 6)
    if k == 0:
        return [' at a birthday party']
    if k == 1:
        return [' at ', c.gran.rel + "'s house"]
    if k == 2:
        return [' at nursery (', ('ORG', r.choice([s for s in __import__('pools_places').SCHOOLS[c.cc]])), ')']
    if k == 3:
        return [' at a restaurant (', ('ORG', r.choice(PP.RESTAURANTS)), ')']
    if k == 4:
        return [' while on holiday in ', ('CTRY', r.choice(PP.HOLIDAY_COUNTRIES))]
    if k == 5:
        return [' at home']
    return [' at a family gathering over ', ('DATE', r.choice(['Christmas', 'Easter', 'Diwali', 'Eid', 'Thanksgiving' if c.us else 'Christmas Day', 'New Year']))]


def story(r, c, severe=None):
    """Index reaction narrative."""
    if severe is None:
        severe = r.random() < 0.45
    a = c.prim
    sym = r.sample(SYMPTOMS_MILD, 2)
    if r.random() < 0.6:
        it = [r.choice(['On ', 'On ', 'Back on ']), dt(r, c, c.react_date, 'ev'), ', aged ']
    else:
        it = [r.choice(['In ', 'Back in ']), ('DATE', __import__('fmt').fmonth(r, c.react_date, c.cc)), ', aged ']
    it += age(r, c, 'num', m=max(5, int((c.react_date - c.dob).days / 30.44))) if (c.react_date - c.dob).days > 400 else [('AGE', str(max(5, int((c.react_date - c.dob).days / 30.44)))), ' months']
    it += [', ', c.he, ' ate ', trigger(r, a)]
    it += setting(r, c)
    it += ['. Within %d minutes %s developed %s and %s' % (r.choice([2, 5, 10, 15, 20, 30]), c.he, sym[0], sym[1])]
    if severe:
        it += [', followed by %s. ' % r.choice(SYMPTOMS_SEVERE)]
        it += [r.choice(['An ambulance was called', 'Parents drove %s to ED' % c.him, 'The paramedics attended']),
               ' and %s received IM %s 0.15 mg' % (c.he, adr(c))]
        if r.random() < 0.6:
            it += [' at ', ('HOSP', c.other_hosp['name'])]
        it += ['. ']
    else:
        it += ['. Symptoms settled with oral %s within an hour; no %s was needed. ' % (
            r.choice(['cetirizine', 'chlorphenamine', 'loratadine', 'promethazine' if c.cc in ('AU', 'NZ') else 'cetirizine']), adr(c))]
    it += [r.choice(['No reaction since.', 'Strict avoidance since then.', 'There have been two minor accidental exposures since (hives only).',
                     'Tolerates other nuts in the home.', 'Never knowingly eaten %s since.' % a[1]])]
    return it


def spt_panel(r, c):
    """Returns list of (allergen, wheal, flare); consistent with the case."""
    if getattr(c, 'spt', None):
        return c.spt
    rows = [('Histamine 10 mg/mL', r.choice([4, 5, 5, 6, 7]), r.choice([15, 20, 25, 30])),
            ('Saline (negative control)', 0, 0)]
    w = r.choice([3, 5, 6, 7, 8, 9, 10, 12, 14])
    rows.append((c.prim[1].capitalize(), w, w * 2 + r.choice([4, 8, 12, 16])))
    for a in c.others:
        w = r.choice([0, 2, 3, 4, 6, 8])
        rows.append((a[1].capitalize(), w, 0 if w == 0 else w * 2 + r.choice([0, 4, 8])))
    extra = ['Cashew', 'Hazelnut', 'Almond', 'Walnut', 'Brazil nut', 'Pistachio', 'Sesame', 'Egg white',
             "Cow's milk", 'Soya', 'Wheat', 'Cod', 'Prawn', 'House dust mite (D. pteronyssinus)',
             'Grass pollen mix', 'Cat dander', 'Birch pollen', 'Alternaria']
    have = [x[0].lower() for x in rows]
    for e in r.sample(extra, r.randint(2, 6)):
        if e.lower() not in have:
            w = r.choice([0, 0, 0, 1, 2, 3, 5])
            rows.append((e, w, 0 if w == 0 else w + r.choice([2, 5, 8, 12])))
    c.spt = rows
    return rows


def sige_panel(r, c):
    if getattr(c, 'sige', None):
        return c.sige
    a = c.prim
    rows = [('Total IgE', 'kU/L', str(r.choice([45, 120, 356, 845, 1520, 2890, 4100])), '< 200')]
    v = r.choice([0.62, 1.8, 3.4, 7.9, 12.3, 24.6, 48.0, 101])
    rows.append(('%s (%s)' % (a[1].capitalize(), a[2]), 'kUA/L', '%.2f' % v, '< 0.35'))
    for comp, code in a[3][:r.randint(0, len(a[3]))]:
        rows.append(('%s (%s)' % (comp, code), 'kUA/L', '%.2f' % (v * r.uniform(0.0, 0.9)), '< 0.35'))
    for o in c.others:
        rows.append(('%s (%s)' % (o[1].capitalize(), o[2]), 'kUA/L', r.choice(['< 0.10', '0.21', '0.85', '2.40', '5.61']), '< 0.35'))
    if r.random() < 0.3:
        rows.append(('Serum tryptase', 'ug/L', '%.1f' % r.uniform(2.1, 6.4), '< 11.4'))
    c.sige = rows
    return rows


def comorbid(r):
    out = []
    for t, lo, hi in r.sample(COMORBID, r.randint(1, 3)):
        out.append(t % r.randint(lo, hi) if '%d' in t else t)
    return out


def meds(r, c):
    m = r.sample(MEDS, r.randint(2, 4))
    m.append('%s x2' % c.aai_dose)
    return m


def family_hx(r, c):
    """Family history sentence with a relative and possibly their age and profession."""
    it = []
    k = r.randint(0, 3)
    if k == 0:
        it += ['Older ' if c.sib.age > c.age_y else 'Younger ', 'brother ' if c.sib.sex == 'M' else 'sister ',
               nm(r, c.sib, 'FAM', 'first'), ' (', ('AGE', str(c.sib.age)), ') has ',
               r.choice(['asthma', 'eczema', 'hay fever', 'no allergies', 'egg allergy', 'a tree nut allergy']), '. ']
    elif k == 1:
        it += ['Mother ', nm(r, c.mum, 'FAM', 'first'), ' has ', r.choice(['asthma', 'allergic rhinitis', 'a penicillin allergy', 'coeliac disease']),
               '; father well. ']
    elif k == 2:
        it += ['Strong family history of atopy: ', c.dad.rel.lower(), ' ', nm(r, c.dad, 'FAM', 'first'), ' had childhood eczema and ',
               c.gran.rel, ' has ', r.choice(['shellfish allergy', 'hay fever', 'asthma']), '. ']
    else:
        it += ['No family history of food allergy. ']
    return it


def social(r, c):
    it = []
    p = c.main
    if r.random() < 0.6:
        it += ['Lives with ', r.choice(['parents', 'mum and dad', 'mother', 'parents and sibling']), ' in ', ('CITY', c.addr['city']), '. ']
    else:
        it += ['Lives at home with family. ']
    if p.prof:
        it += [p.rel.capitalize(), ' ', nm(r, p, 'FAM', 'first'), r.choice([' works as a ', ' is a ', ' is employed as a ']), ('PROF', p.prof)]
        if p.employer:
            it += [' at ', ('ORG', p.employer)]
        it += ['. ']
    other = c.dad if p is c.mum else c.mum
    if other.prof and r.random() < 0.6:
        it += [other.rel.capitalize(), r.choice([' is a ', ' works as a ']), ('PROF', other.prof), '. ']
    it += ['Attends ', ('ORG', c.school)]
    if r.random() < 0.4:
        it += [' in ', ('CITY', c.addr['city'])]
    it += ['. ']
    if r.random() < 0.25:
        yr = r.randint(c.dob.year, max(c.dob.year, c.visit.year - 1))
        it += ['Family moved from ', ('CTRY', r.choice(PP.ORIGIN_COUNTRIES)), ' in ', ('DATE', str(yr)), '. ']
    return it

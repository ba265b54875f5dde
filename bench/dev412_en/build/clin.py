"""Clinical vocabulary for intestinal failure / HPN: none of it is PHI (hard negatives live here)."""

AETIOLOGY = (
    'mesenteric ischaemia (SMA thrombosis) with massive small bowel resection',
    "Crohn's disease with multiple small bowel resections",
    'radiation enteritis following pelvic radiotherapy',
    'complications of Roux-en-Y gastric bypass with internal hernia and bowel infarction',
    'midgut volvulus secondary to malrotation (Ladd\'s bands)',
    'chronic intestinal pseudo-obstruction',
    'high-output jejunostomy after emergency laparotomy',
    'enterocutaneous fistulae after abdominal sepsis',
    "desmoid tumour resection (Gardner's syndrome / FAP)",
    'systemic sclerosis with small bowel dysmotility',
    'SMV thrombosis with ischaemic small bowel',
    'post-operative adhesional obstruction with multiple resections',
    'Hirschsprung\'s disease (long segment) - transitioned from paediatric service',
)
ANATOMY = (
    ('approx. %d cm small bowel to end jejunostomy', 'type 1 - end jejunostomy', (40, 150)),
    ('jejunocolic anastomosis, ~%d cm SB, ~50%% colon in continuity', 'type 2 - jejunocolic', (30, 120)),
    ('jejuno-ileal anastomosis, ~%d cm SB, ileocaecal valve and colon intact', 'type 3 - jejunoileal', (25, 90)),
    ('%d cm small bowel to end ileostomy (Brooke)', 'type 1 - end ileostomy', (60, 180)),
)
LINES = (
    ('tunnelled cuffed single-lumen Hickman line', 'Hickman'),
    ('tunnelled single-lumen Broviac catheter', 'Broviac'),
    ('single-lumen PICC (4 Fr)', 'PICC'),
    ('implanted port (Port-a-Cath)', 'port'),
    ('tunnelled cuffed CVC, Groshong valve tip', 'Groshong'),
)
VEINS = ('right internal jugular vein', 'left internal jugular vein', 'right subclavian vein',
         'right basilic vein', 'left brachiocephalic vein (recanalised)', 'right femoral vein (tunnelled to thigh)')
PUMPS = ('CADD-Solis VIP', 'Sapphire Multi-Therapy', 'BodyGuard 323', 'Curlin 6000 CMS', 'Amika ambulatory')
BAGS = ('bespoke compounded bag', 'SmofKabiven', 'Olimel N9E', 'Clinimix E', 'Kabiven', 'compounded 3-in-1 bag')
LIPIDS = ('SMOFlipid 20%', 'Intralipid 20%', 'Omegaven 10%', 'ClinOleic 20%')
VITS = ('Cernevit 1 vial', 'Vitlipid N Adult 10 mL + Solivito N 1 vial', 'Infuvite Adult 10 mL',
        'MVI-13 10 mL')
TRACE = ('Additrace 10 mL', 'Tracutil 10 mL', 'Addaven 10 mL', 'Multrys 1 vial', 'Tralement 1 mL')
LOCKS = ('TauroLock (taurolidine-citrate 4%)', 'TauroLock-Hep100', 'heparin 10 units/mL',
         '0.9% sodium chloride flush only', 'ethanol lock 70%', 'taurolidine 2% / citrate lock')
ORGANISMS = ('Staphylococcus epidermidis (CoNS)', 'Staphylococcus aureus (MSSA)', 'MRSA',
             'Klebsiella pneumoniae', 'Enterobacter cloacae', 'Candida parapsilosis', 'Candida albicans',
             'Escherichia coli', 'Enterococcus faecalis', 'Pseudomonas aeruginosa', 'Micrococcus luteus',
             'Staphylococcus hominis')
ABX = {'Staphylococcus epidermidis (CoNS)': 'vancomycin IV (levels monitored) + vancomycin lock',
       'Staphylococcus hominis': 'teicoplanin IV + vancomycin lock',
       'Staphylococcus aureus (MSSA)': 'flucloxacillin IV; line removed (S. aureus = no salvage)',
       'MRSA': 'vancomycin IV then daptomycin; line removed',
       'Klebsiella pneumoniae': 'piperacillin-tazobactam then ceftriaxone; gentamicin lock',
       'Enterobacter cloacae': 'meropenem IV; gentamicin lock',
       'Candida parapsilosis': 'micafungin then fluconazole; line removed, fundoscopy arranged',
       'Candida albicans': 'anidulafungin; line removed, echo + fundoscopy',
       'Escherichia coli': 'ceftriaxone IV + gentamicin lock',
       'Enterococcus faecalis': 'amoxicillin IV + gentamicin lock',
       'Pseudomonas aeruginosa': 'ceftazidime IV; line removed',
       'Micrococcus luteus': 'vancomycin IV + lock (likely contaminant vs true CRBSI)'}
SENS = {'Staphylococcus epidermidis (CoNS)': 'vancomycin S, teicoplanin S, flucloxacillin R',
        'Staphylococcus hominis': 'vancomycin S, teicoplanin S, flucloxacillin R',
        'Staphylococcus aureus (MSSA)': 'flucloxacillin S, clindamycin S, vancomycin S',
        'MRSA': 'vancomycin S, daptomycin S, flucloxacillin R',
        'Klebsiella pneumoniae': 'ceftriaxone S, gentamicin S, co-amoxiclav R, ESBL negative',
        'Enterobacter cloacae': 'meropenem S, gentamicin S, ceftriaxone R (AmpC)',
        'Candida parapsilosis': 'fluconazole S, echinocandin MIC raised',
        'Candida albicans': 'fluconazole S, echinocandin S',
        'Escherichia coli': 'ceftriaxone S, gentamicin S, amoxicillin R',
        'Enterococcus faecalis': 'amoxicillin S, vancomycin S, gentamicin high-level S',
        'Pseudomonas aeruginosa': 'ceftazidime S, pip-taz S, ciprofloxacin S',
        'Micrococcus luteus': 'vancomycin S'}
MEDS = ('loperamide 8 mg QDS (30 min before meals)', 'codeine phosphate 30 mg QDS', 'omeprazole 40 mg BD',
        'octreotide 50 micrograms TDS s/c', 'teduglutide (Revestive) 0.05 mg/kg s/c daily',
        "St Mark's oral rehydration solution 1 L/day", 'Dioralyte sachets PRN',
        'colestyramine 4 g BD', 'hydroxocobalamin 1 mg IM every 3 months', 'Forceval 1 capsule daily',
        'magnesium oxide 12 mmol nocte', 'lansoprazole 30 mg BD (orodispersible)', 'esomeprazole 40 mg daily',
        'apixaban 5 mg BD', 'warfarin (INR 2-3) per anticoagulation clinic', 'alfacalcidol 0.5 micrograms daily',
        'ursodeoxycholic acid 300 mg BD', 'mirtazapine 15 mg nocte', 'ondansetron 4 mg PRN',
        'Fybogel 1 sachet BD', 'pancreatin (Creon 25000) with meals')
GUIDES = ('ESPEN 2016 guideline on chronic intestinal failure', 'ESPEN 2023 HPN guideline',
          'ASPEN 2017 parenteral nutrition safety consensus', 'NICE CG32 (2006, updated 2017)',
          'BAPEN 2019 line-care standards', 'IDSA 2009 CRBSI guidance', 'Saving Lives HII 2007',
          'ANTT (Aseptic Non Touch Technique) framework')
DEPTS = ('Gastroenterology', 'Nutrition Support Team', 'Interventional Radiology', 'Microbiology',
         'Infection Prevention and Control', 'Aseptic Services', 'Clinical Biochemistry',
         'Vascular Access Team', 'Colorectal Surgery', 'Dietetics', 'Psychology', 'Hepatology')
COMORB = ('type 2 diabetes (diet-controlled)', 'hypertension', 'CKD stage 3a', 'osteoporosis (DEXA T-score -2.8)',
          'depression', 'AF on apixaban', 'previous DVT', 'IFALD (mild steatosis on US)', 'gallstones',
          'renal calculi (calcium oxalate)', 'hypothyroidism', 'asthma', "Raynaud's phenomenon",
          'iron deficiency anaemia', 'metabolic bone disease', 'anxiety')
TYPO_FREE = ('Bristol stool chart', 'Seldinger technique', 'Valsalva manoeuvre', 'Trendelenburg position',
             'Luer lock', 'Huber needle', 'Tegaderm CHG', 'Biopatch disc', 'Jackson-Pratt drain',
             'Murphy\'s sign', 'Chvostek sign', 'Wernicke encephalopathy', 'Hartmann\'s solution')


def anatomy(rng):
    t, sbs, (lo, hi) = rng.choice(ANATOMY)
    return t % rng.randrange(lo, hi, 5), sbs


def regimen(rng, wt):
    vol = rng.randrange(15, 36) * 100
    g = {
        'vol': vol,
        'nitrogen': round(wt * rng.uniform(0.12, 0.2), 1),
        'glucose': rng.randrange(120, 320, 10),
        'lipid': rng.choice(LIPIDS),
        'lipid_ml': rng.choice((100, 125, 150, 200, 250)),
        'lipid_n': rng.choice((2, 3, 3, 4, 7)),
        'na': rng.randrange(40, 200, 10),
        'k': rng.randrange(20, 100, 5),
        'mg': rng.choice((4, 6, 8, 10, 12, 14)),
        'ca': rng.choice((2.5, 4, 5, 7.5)),
        'po4': rng.choice((10, 15, 20, 25, 30)),
        'zn': rng.choice((70, 100, 150, 200)),
        'se': rng.choice((60, 100, 150)),
        'nights': rng.choice((3, 4, 5, 5, 6, 7, 7)),
        'hours': rng.choice((10, 11, 12, 12, 14, 16)),
        'saline': rng.choice((0, 0, 1000, 1500, 2000)),
        'bag': rng.choice(BAGS),
        'vit': rng.choice(VITS),
        'trace': rng.choice(TRACE),
    }
    if g['nights'] == 7:
        g['saline'] = 0
    g['kcal'] = int(g['glucose'] * 4 + g['lipid_ml'] * 2 * g['lipid_n'] / 7 + g['nitrogen'] * 6.25 * 4)
    g['rate'] = int(vol / (g['hours'] - 1))
    return g


def labs(rng, bad=None):
    r = rng.uniform
    v = {
        'Na': rng.randrange(128, 146), 'K': round(r(2.9, 5.4), 1), 'Cl': rng.randrange(95, 110),
        'HCO3': rng.randrange(17, 30), 'Urea': round(r(2.1, 14.0), 1), 'Creat': rng.randrange(48, 190),
        'Mg': round(r(0.45, 1.05), 2), 'PO4': round(r(0.55, 1.6), 2), 'Ca': round(r(2.0, 2.6), 2),
        'ALP': rng.randrange(55, 420), 'ALT': rng.randrange(9, 160), 'GGT': rng.randrange(12, 380),
        'Bili': rng.randrange(4, 45), 'Alb': rng.randrange(26, 46), 'CRP': rng.choice((1, 3, 4, 8, 12, 26, 54, 118, 212)),
        'Hb': rng.randrange(86, 152), 'WCC': round(r(3.1, 15.8), 1), 'Plt': rng.randrange(110, 460),
        'Glu': round(r(4.1, 11.2), 1), 'TG': round(r(0.6, 3.4), 1), 'INR': round(r(0.9, 1.6), 1),
    }
    return v


def micro(rng):
    r = rng.uniform
    return {'Zinc': '%.1f umol/L' % r(6.5, 18.0), 'Copper': '%.1f umol/L' % r(9.0, 24.0),
            'Selenium': '%.2f umol/L' % r(0.45, 1.4), 'Manganese': '%d nmol/L' % rng.randrange(70, 420),
            'Vit A': '%.1f umol/L' % r(0.6, 2.8), 'Vit E': '%.0f umol/L' % r(12, 40),
            '25-OH Vit D': '%d nmol/L' % rng.randrange(18, 110), 'B12': '%d ng/L' % rng.randrange(140, 900),
            'Folate': '%.1f ug/L' % r(2.5, 19.0), 'Ferritin': '%d ug/L' % rng.randrange(9, 640)}


def enrich(c, rng):
    """Clinical facts shared by every section of one note."""
    import datetime
    c.aet = rng.choice(AETIOLOGY)
    c.anat, c.sbs = anatomy(rng)
    c.line, c.line_short = rng.choice(LINES)
    c.vein = rng.choice(VEINS if c.line_short != 'PICC' else VEINS[3:4])
    c.ht = rng.randrange(163, 192) if c.pt.sex == 'M' else rng.randrange(150, 178)
    c.bmi = round(rng.uniform(15.5, 29.5), 1)
    c.wt = round(c.bmi * (c.ht / 100.0) ** 2, 1)
    c.reg = regimen(rng, c.wt)
    c.pump = rng.choice(PUMPS)
    c.lock = rng.choice(LOCKS)
    c.meds = rng.sample(MEDS, rng.randrange(3, 7))
    c.comorb = rng.sample(COMORB, rng.randrange(1, 4))
    c.resect = c.base - datetime.timedelta(days=rng.randrange(200, 5000))
    c.hpn_start = c.resect + datetime.timedelta(days=rng.randrange(20, 120))
    c.line_date = c.base - datetime.timedelta(days=rng.randrange(25, 900))
    c.crbsi_n = rng.choice((0, 0, 1, 1, 2, 3))
    c.organism = rng.choice(ORGANISMS)

"""Hard negatives: clinical text that looks identifying but is not PHI. Never annotated."""


def tm(r, style=None):
    h, m = (r.randint(7, 20) if r.random() < 0.8 else r.randint(0, 23)), r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 42, 45, 50, 55, 17, 8])
    style = style or r.choice(["colon", "colon", "colon", "hrs", "ampm"])
    if style == "colon":
        return f"{h:02d}:{m:02d}"
    if style == "hrs":
        return f"{h:02d}{m:02d} hrs" if r.random() < 0.5 else f"{h:02d}:{m:02d}hrs"
    return f"{(h % 12) or 12}:{m:02d} {'am' if h < 12 else 'pm'}"


def tm_range(r):
    h, m = r.randint(8, 17), r.choice([0, 15, 30, 45])
    e = h * 60 + m + r.choice([50, 55, 60, 90])
    return f"{h:02d}:{m:02d}-{e // 60:02d}:{e % 60:02d}"


DEPOTS = ["paliperidone palmitate 100 mg IM", "aripiprazole LAI 400 mg IM", "zuclopenthixol decanoate 200 mg IM",
          "flupentixol decanoate 40 mg IM", "haloperidol decanoate 50 mg IM", "risperidone LAI 37.5 mg IM",
          "paliperidone palmitate 150 mg IM"]


def depot(r):
    return r.choice(DEPOTS)


def labs(r, c, n=None):
    us = c == "US"
    items = [
        lambda: f"Na {r.randint(131, 146)}" + (" mmol/L" if r.random() < 0.3 else ""),
        lambda: f"K {r.randint(33, 52) / 10}",
        lambda: f"Cl {r.randint(96, 109)}",
        lambda: f"BUN {r.randint(6, 31)} mg/dL" if us else f"urea {r.randint(25, 95) / 10}",
        lambda: f"Cr {r.randint(5, 16) / 10} mg/dL" if us else f"Cr {r.randint(52, 140)} umol/L",
        lambda: f"eGFR {r.choice(['>90', '>60', str(r.randint(35, 89))])}",
        lambda: f"Hgb {r.randint(95, 165) / 10} g/dL" if us else f"Hb {r.randint(95, 165)} g/L",
        lambda: f"Plt {r.randint(140, 420)}",
        lambda: f"WBC {r.randint(35, 131) / 10}",
        lambda: f"CRP {r.choice(['<5', str(r.randint(5, 88))])}",
        lambda: f"INR {r.randint(9, 38) / 10}" + (" (target 2-3)" if r.random() < 0.3 else ""),
        lambda: f"Li {r.randint(35, 105) / 100} mmol/L" + (" (0.4-1.0)" if r.random() < 0.4 else ""),
        lambda: f"TSH {r.randint(4, 62) / 10}",
        lambda: f"ALT {r.randint(9, 88)}",
        lambda: f"HbA1c {r.randint(36, 92)} mmol/mol" if not us else f"HbA1c {r.randint(50, 110) / 10}%",
        lambda: f"B12 {r.randint(150, 690)}",
        lambda: f"Alb {r.randint(28, 46)}",
        lambda: f"clozapine level {r.randint(250, 780)} ug/L",
        lambda: f"ANC {r.randint(15, 62) / 10}",
        lambda: f"glucose {r.randint(42, 160) / 10} mmol/L" if not us else f"glucose {r.randint(72, 240)} mg/dL",
    ]
    k = n or r.randint(4, 9)
    return ", ".join(f() for f in r.sample(items, k))


def vitals(r, n=None):
    items = [lambda: f"BP {r.randint(92, 178)}/{r.randint(55, 99)}", lambda: f"HR {r.randint(52, 118)}",
             lambda: f"RR {r.randint(12, 24)}", lambda: f"SpO2 {r.randint(91, 100)}%" + (" RA" if r.random() < 0.4 else ""),
             lambda: f"T {r.randint(358, 384) / 10}", lambda: f"Temp {r.randint(358, 384) / 10}C",
             lambda: f"NEWS2 {r.randint(0, 6)}", lambda: f"BM {r.randint(40, 160) / 10}",
             lambda: f"wt {r.randint(420, 1180) / 10} kg", lambda: f"pulse {r.randint(55, 110)} reg"]
    k = n or r.randint(3, 7)
    return ", ".join(f() for f in r.sample(items, k))


DRUGS = [("olanzapine", ["5 mg", "10 mg", "15 mg"], ["nocte", "ON", "at night"]),
         ("sertraline", ["50 mg", "100 mg", "150 mg"], ["OD", "mane", "daily"]),
         ("clozapine", ["200 mg", "300 mg", "350 mg"], ["BD", "nocte"]),
         ("lorazepam", ["0.5 mg", "1 mg"], ["PRN", "PRN max 4 mg/24h"]),
         ("zopiclone", ["3.75 mg", "7.5 mg"], ["nocte PRN"]),
         ("paracetamol", ["500 mg", "1 g"], ["QDS", "QDS PRN", "q6h PRN"]),
         ("lithium carbonate", ["400 mg", "800 mg"], ["nocte"]),
         ("aripiprazole", ["5 mg", "10 mg", "15 mg"], ["OD"]),
         ("paliperidone", ["75 mg", "100 mg", "150 mg"], ["IM monthly", "IM q4 weeks"]),
         ("haloperidol decanoate", ["50 mg", "100 mg"], ["IM every 4 weeks"]),
         ("mirtazapine", ["15 mg", "30 mg", "45 mg"], ["ON", "nocte"]),
         ("quetiapine", ["25 mg", "50 mg", "200 mg"], ["BD", "nocte", "PRN"]),
         ("metformin", ["500 mg", "850 mg", "1 g"], ["BD", "TDS with meals"]),
         ("apixaban", ["2.5 mg", "5 mg"], ["BD"]),
         ("warfarin", ["3 mg", "4 mg", "5 mg"], ["as per INR", "OD 18:00"]),
         ("donepezil", ["5 mg", "10 mg"], ["ON"]),
         ("levodopa/carbidopa", ["100/25 mg", "50/12.5 mg"], ["TDS", "QDS"]),
         ("furosemide", ["20 mg", "40 mg"], ["mane", "OD"]),
         ("amlodipine", ["5 mg", "10 mg"], ["OD"]),
         ("morphine sulfate", ["2.5 mg", "5 mg"], ["SC PRN", "PO q4h PRN"]),
         ("midazolam", ["2.5 mg", "5 mg"], ["SC PRN"]),
         ("Lactulose", ["10 mL", "15 mL"], ["BD"]),
         ("Movicol", ["1 sachet", "2 sachets"], ["OD"]),
         ("thiamine", ["100 mg"], ["TDS"]),
         ("naltrexone", ["50 mg"], ["OD"]),
         ("buprenorphine", ["8 mg", "12 mg", "16 mg"], ["SL daily", "supervised"]),
         ("methadone", ["40 mL", "60 mL", "75 mg"], ["daily supervised"]),
         ("enoxaparin", ["40 mg"], ["SC OD"]),
         ("fluoxetine", ["20 mg", "40 mg"], ["OD"]),
         ("venlafaxine XL", ["75 mg", "150 mg", "225 mg"], ["OD"]),
         ("Adcal-D3", ["1 tab"], ["BD"]), ("senna", ["7.5 mg", "15 mg"], ["ON"])]


def drug(r, sig=True):
    n, doses, sigs = r.choice(DRUGS)
    return f"{n} {r.choice(doses)}" + (f" {r.choice(sigs)}" if sig else "")


def drug_parts(r):
    n, doses, sigs = r.choice(DRUGS)
    return n, r.choice(doses), r.choice(sigs)


def score(r, kind=None):
    opts = {
        "PHQ-9": lambda: f"PHQ-9 {r.randint(2, 26)}" + ("/27" if r.random() < 0.5 else ""),
        "GAD-7": lambda: f"GAD-7 {r.randint(1, 20)}" + ("/21" if r.random() < 0.5 else ""),
        "MMSE": lambda: f"MMSE {r.randint(11, 30)}/30", "MoCA": lambda: f"MoCA {r.randint(12, 30)}/30",
        "Waterlow": lambda: f"Waterlow {r.randint(5, 24)}", "Braden": lambda: f"Braden {r.randint(9, 22)}",
        "MUST": lambda: f"MUST {r.randint(0, 3)}", "Barthel": lambda: f"Barthel {r.randint(20, 100)}",
        "HoNOS": lambda: f"HoNOS total {r.randint(4, 30)}", "NEWS2": lambda: f"NEWS2 {r.randint(0, 7)}",
        "GCS": lambda: f"GCS {r.randint(12, 15)}" + ("/15" if r.random() < 0.5 else ""),
        "K10": lambda: f"K10 {r.randint(10, 48)}", "AUDIT": lambda: f"AUDIT {r.randint(0, 31)}",
        "CORE-10": lambda: f"CORE-10 {r.randint(3, 35)}", "Abbey": lambda: f"Abbey pain scale {r.randint(0, 14)}",
        "Berg": lambda: f"Berg {r.randint(18, 56)}/56", "TUG": lambda: f"TUG {r.randint(8, 35)} s",
        "EQ-5D": lambda: f"EQ-5D VAS {r.randint(20, 95)}", "CIWA": lambda: f"CIWA-Ar {r.randint(2, 22)}",
        "Rockwood": lambda: f"Rockwood CFS {r.randint(3, 8)}", "IDDSI": lambda: f"IDDSI level {r.choice([0, 1, 2, 3, 4, 5, 6, 7])}",
        "FOIS": lambda: f"FOIS {r.randint(1, 7)}", "4AT": lambda: f"4AT {r.randint(0, 9)}",
    }
    return opts[kind or r.choice(list(opts))]()


EPONYMS = ["Parkinson's disease", "Alzheimer's disease", "Korsakoff syndrome", "Foley catheter", "Babinski sign",
           "Huntington's disease", "Crohn's disease", "Hashimoto's thyroiditis", "Down syndrome", "Tourette syndrome",
           "Raynaud's phenomenon", "Doppler", "Romberg test", "Bristol stool chart", "Lewy body dementia",
           "Wernicke's encephalopathy", "Charcot foot", "Baker's cyst", "Bell's palsy", "Guillain-Barre syndrome",
           "Addison's disease", "Cushing's syndrome", "Ménière's disease", "Asperger's", "Stevens-Johnson syndrome",
           "Hartmann's procedure", "Colles fracture", "Dupuytren's contracture", "Trendelenburg gait", "Heberden's nodes"]
ICD = ["F20.0", "F25.1", "F31.2", "F32.1", "F33.1", "F41.1", "F43.1", "F60.3", "F10.2", "F05.0", "F03.90",
       "G30.1", "L89.1", "L89.2", "L97.8", "I83.0", "E11.9", "G20", "I10", "J44.9", "F84.0", "F11.2", "F90.0",
       "F42.2", "R45.8", "Z91.5", "X78.9", "F01.5", "L03.1", "N39.0"]
CREDS_ALL = ["MD", "RN", "RMN", "RGN", "DO", "NP", "LCSW", "MSW", "RPN", "MBChB", "MRCPsych", "FRANZCP", "OTR/L",
             "DPT", "CCC-SLP", "BSW", "DipSW", "MCSP", "MRCSLT", "DipCOT", "PMHNP-BC", "EN", "RSW", "MBBS", "PhD"]


def eponym(r):
    return r.choice(EPONYMS)


def icd(r):
    return r.choice(ICD)


# sentences that use ordinary words which are also names elsewhere in the set; no PHI
WORD_SENTS = [
    "Will review at next visit.", "Says she will try to cook a little each day.", "Hopes to get back to the allotment.",
    "Expressed some hope about the future.", "Rose from chair without aid.", "Call bell within reach.",
    "Pat dry and apply barrier cream.", "No new pressure marks.", "Frank discussion re alcohol use.",
    "Worried about the gas bill.", "Young carers information given.", "Drinking black coffee, little appetite.",
    "White board in kitchen used for prompts.", "Green bin left out, trip hazard removed.", "Sat in the hall for a while.",
    "Ate brown bread and soup.", "Frost on the steps - salt put down.", "Had rice and curry for tea.",
    "Moss on the path noted as a falls risk.", "Her faith is important to her.", "Finds joy in the garden.",
    "Up before dawn most days.", "Said grace before lunch.", "Sleeps in a king-size bed, needs a rail.",
    "Known Baker's cyst, no change.", "Will ring the team if needed.", "Little eye contact at first.",
    "Marked improvement in self-care.", "Grace period on rent arrears agreed with housing.",
    "Wood-burning stove - fire safety advice given.", "Hall light left on overnight.", "Young man in next flat noisy per pt.",
    "Mood low but some hope expressed.", "Diet rich in sugar; advice given.", "Frank blood not seen in urine.",
    "She will need a walking frame for the stairs.", "Small black mark on L heel, blanching.",
    "Brown discharge on dressing, no odour.", "Bell rang twice overnight, reassured.",
]


def word_sent(r):
    return r.choice(WORD_SENTS)


def cred_of(s):
    return s.cred

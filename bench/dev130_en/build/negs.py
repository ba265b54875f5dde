"""Clinical filler and hard negatives (never annotated): labs, vitals, drugs, scores, eponyms,
clock times, durations, name-like ordinary words. Nothing here may look like a date, a weekday,
a phone number with a 555 block, an e-mail, a URL or an IP address."""
import re

_BAD = re.compile(r"(?<!\d)555(?!\d)")


def num(r, lo, hi, dec=0):
    while True:
        v = r.uniform(lo, hi)
        s = ("%." + str(dec) + "f") % v
        if not _BAD.search(s):
            return s


def clock(r):
    h, m = r.randint(0, 23), r.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, r.randint(0, 59)])
    forms = ["%02d:%02d" % (h, m), "%02d%02dh" % (h, m), "%02d:%02d hrs" % (h, m), "%d:%02d" % (h, m)]
    if h not in (19, 20):  # a bare 19xx/20xx would read like a year
        forms.append("%02d%02d" % (h, m))
    return r.choice(forms)


def dur(r):
    if r.random() < 0.4:
        return r.choice(["%d/7" % r.randint(1, 6), "%d/52" % r.randint(1, 12), "%d/12" % r.randint(1, 11)])
    return r.choice(["%d/7" % r.randint(1, 6), "%d/52" % r.randint(1, 12), "%d/12" % r.randint(1, 11),
                     "%d days" % r.randint(2, 14), "%d weeks" % r.randint(1, 8), "%d months" % r.randint(2, 18),
                     "%d hrs" % r.randint(2, 48), "x%d days" % r.randint(2, 10)])


def obs(r, terse=True):
    bp = "%s/%s" % (num(r, 88, 182), num(r, 48, 104))
    items = [("BP", bp + (" mmHg" if not terse else "")), ("HR", num(r, 52, 134) + (" bpm" if r.random() < 0.4 else "")),
             ("RR", num(r, 12, 32)), ("SpO2", num(r, 86, 100) + "% " + r.choice(["RA", "on 2L NC", "on 4L", "on 28% venturi", "on air", "15L NRB"])),
             ("T", num(r, 35.6, 39.8, 1) + r.choice(["", "°C", "C"])), ("NEWS2", num(r, 0, 9)),
             ("GCS", r.choice(["15/15", "14/15", "E4V4M6", "13", "15"])), ("CBG", num(r, 3.1, 24.0, 1) + r.choice(["", " mmol/L"]))]
    r.shuffle(items)
    k = r.randint(4, len(items))
    sep = r.choice([", ", " ", "; "]) if terse else ", "
    return sep.join("%s %s" % kv for kv in items[:k])


def labs(r, terse=True):
    pool = [("Hb", num(r, 62, 168), "g/L"), ("WCC", num(r, 2.1, 28.4, 1), "x10^9/L"), ("Plt", num(r, 38, 612), ""),
            ("Neut", num(r, 0.4, 24.0, 1), ""), ("CRP", num(r, 1, 380), "mg/L"), ("Na", num(r, 119, 149), "mmol/L"),
            ("K", num(r, 2.8, 6.9, 1), "mmol/L"), ("Ur", num(r, 2.1, 38.0, 1), ""), ("Cr", num(r, 48, 612), "micromol/L"),
            ("eGFR", num(r, 8, 90), ""), ("ALT", num(r, 9, 840), "U/L"), ("ALP", num(r, 40, 690), "U/L"),
            ("Bili", num(r, 3, 160), ""), ("Alb", num(r, 18, 46), "g/L"), ("INR", num(r, 0.9, 6.8, 1), ""),
            ("Lactate", num(r, 0.6, 8.9, 1), ""), ("HbA1c", num(r, 38, 120), "mmol/mol"), ("Trop T", num(r, 4, 2400), "ng/L"),
            ("D-dimer", num(r, 0.2, 9.8, 1), ""), ("Mg", num(r, 0.4, 1.2, 2), ""), ("Ca adj", num(r, 1.9, 3.4, 2), ""),
            ("PO4", num(r, 0.4, 2.6, 2), ""), ("TSH", num(r, 0.01, 18, 2), "mU/L"), ("BNP", num(r, 40, 4900), ""),
            ("pH", num(r, 7.05, 7.52, 2), ""), ("pCO2", num(r, 3.1, 11.4, 1), "kPa"), ("HCO3", num(r, 9, 34), ""),
            ("MCV", num(r, 62, 118), "fL"), ("ESR", num(r, 2, 120), "mm/hr"), ("Ferritin", num(r, 6, 1900), "ug/L")]
    r.shuffle(pool)
    k = r.randint(4, 9)
    out = []
    for n, v, u in pool[:k]:
        out.append("%s %s" % (n, v) + ((" " + u) if (u and not terse and r.random() < 0.7) else ""))
    return (r.choice([", ", " ", " | "]) if terse else ", ").join(out)


DRUGS = [("paracetamol", ["1 g QDS", "1g PRN", "500 mg QDS"]), ("amoxicillin", ["500 mg TDS", "1 g TDS IV"]),
         ("co-amoxiclav", ["1.2 g TDS IV", "625 mg TDS PO"]), ("piperacillin-tazobactam", ["4.5 g TDS IV"]),
         ("ceftriaxone", ["2 g OD IV", "1 g OD"]), ("gentamicin", ["5 mg/kg OD", "as per level"]),
         ("metronidazole", ["500 mg TDS IV", "400 mg TDS"]), ("doxycycline", ["100 mg BD", "200 mg stat then 100 mg OD"]),
         ("clarithromycin", ["500 mg BD"]), ("flucloxacillin", ["1 g QDS", "2 g QDS IV"]), ("enoxaparin", ["40 mg SC OD", "1.5 mg/kg OD"]),
         ("tinzaparin", ["4500 units OD"]), ("apixaban", ["5 mg BD", "2.5 mg BD"]), ("rivaroxaban", ["20 mg OD", "15 mg BD"]),
         ("warfarin", ["as per INR", "3 mg nocte"]), ("ramipril", ["2.5 mg OD", "10 mg OD"]), ("bisoprolol", ["1.25 mg OD", "5 mg OD"]),
         ("amlodipine", ["5 mg OD", "10 mg OD"]), ("atorvastatin", ["20 mg ON", "80 mg ON"]), ("furosemide", ["40 mg BD IV", "40 mg OM"]),
         ("spironolactone", ["25 mg OD"]), ("metformin", ["500 mg BD", "1 g BD"]), ("gliclazide", ["80 mg BD"]),
         ("insulin glargine", ["18 units ON"]), ("Novorapid", ["sliding scale", "4 units with meals"]), ("omeprazole", ["20 mg OD", "40 mg BD"]),
         ("lansoprazole", ["30 mg OD"]), ("prednisolone", ["40 mg OD", "30 mg OD weaning"]), ("hydrocortisone", ["100 mg QDS IV"]),
         ("salbutamol", ["5 mg neb PRN", "2.5 mg nebs QDS"]), ("ipratropium", ["500 mcg nebs QDS"]), ("morphine sulfate", ["2.5-5 mg PRN", "10 mg MR BD"]),
         ("oxycodone", ["5 mg PRN"]), ("codeine", ["30 mg QDS"]), ("ondansetron", ["4 mg PRN"]), ("cyclizine", ["50 mg TDS PRN"]),
         ("levetiracetam", ["500 mg BD"]), ("sodium valproate", ["600 mg BD"]), ("levothyroxine", ["75 mcg OD"]), ("sertraline", ["50 mg OD"]),
         ("mirtazapine", ["15 mg ON"]), ("haloperidol", ["0.5 mg PRN"]), ("lorazepam", ["0.5 mg PRN"]), ("thiamine", ["100 mg TDS"]),
         ("Pabrinex", ["2 pairs TDS"]), ("chlordiazepoxide", ["reducing regime"]), ("senna", ["15 mg ON"]), ("lactulose", ["15 mL BD"]),
         ("Laxido", ["1 sachet BD"]), ("folic acid", ["5 mg OD"]), ("ferrous fumarate", ["210 mg BD"]), ("vitamin B12", ["1 mg IM"]),
         ("artemether-lumefantrine", ["4 tabs BD x3 days"]), ("IV artesunate", ["2.4 mg/kg at 0, 12, 24 h"]), ("quinine", ["600 mg TDS"]),
         ("cotrimoxazole", ["960 mg OD"]), ("TLD", ["1 tab OD"]), ("dolutegravir", ["50 mg OD"]), ("RHZE", ["4 tabs OD"]),
         ("isoniazid", ["300 mg OD"]), ("hydroxyurea", ["1 g OD"]), ("magnesium sulfate", ["4 g IV load"]), ("oxytocin", ["10 IU IM"]),
         ("nifedipine", ["20 mg MR BD"]), ("labetalol", ["200 mg TDS"]), ("methyldopa", ["250 mg TDS"]), ("tranexamic acid", ["1 g IV"]),
         ("alteplase", ["as per protocol"]), ("aspirin", ["300 mg stat", "75 mg OD"]), ("clopidogrel", ["75 mg OD", "300 mg load"]),
         ("ticagrelor", ["90 mg BD"]), ("GTN", ["400 mcg PRN"]), ("digoxin", ["62.5 mcg OD"]), ("amiodarone", ["300 mg IV over 1 h"]),
         ("allopurinol", ["100 mg OD"]), ("colchicine", ["500 mcg BD"]), ("tamsulosin", ["400 mcg OD"]), ("finasteride", ["5 mg OD"]),
         ("adcal-D3", ["1 tab BD"]), ("alendronic acid", ["70 mg weekly"]), ("vancomycin", ["as per levels"]), ("meropenem", ["1 g TDS IV"]),
         ("Tazocin", ["4.5 g TDS"]), ("Augmentin", ["625 mg TDS"]), ("Oramorph", ["2.5 mg PRN"]), ("Fortisip", ["1 bottle BD"])]

PMH = ["T2DM", "HTN", "COPD", "asthma", "IHD", "CCF", "AF", "CKD 3b", "previous CVA", "TIA", "epilepsy", "hypothyroidism",
       "OA knees", "GORD", "depression", "dementia", "Parkinson's disease", "Crohn's disease", "ulcerative colitis", "sickle cell disease",
       "HIV on ART", "previous TB", "hepatitis B", "alcohol excess", "obesity", "OSA on CPAP", "PVD", "BPH", "gout", "osteoporosis",
       "rheumatoid arthritis", "SLE", "Addison's disease", "Cushing's syndrome", "Graves' disease", "Hashimoto's thyroiditis",
       "Hodgkin lymphoma in remission", "Barrett's oesophagus", "Meniere's disease", "Bell's palsy", "Raynaud's", "Sjogren's syndrome",
       "Guillain-Barre syndrome", "Turner syndrome", "Down syndrome", "Wolff-Parkinson-White", "von Willebrand disease", "Paget's disease",
       "hypertensive heart disease", "rheumatic heart disease", "previous malaria x3", "schistosomiasis treated", "G6PD deficiency",
       "pre-eclampsia in last pregnancy", "Dupuytren's contracture", "Baker's cyst", "Alzheimer's dementia", "Hirschsprung's (childhood)"]

SCORES = ["CURB-65 %d", "Wells %s", "Waterlow %d", "MUST %d", "Rockall %d", "Glasgow-Blatchford %d", "CHA2DS2-VASc %d",
          "HAS-BLED %d", "ECOG %d", "Clinical Frailty Scale %d", "Braden %d", "Child-Pugh %s", "MELD %d", "GRACE score %d",
          "TIMI %d", "ABCD2 %d", "NIHSS %d", "mRS %d", "APGAR %d", "Bishop score %d", "Fisher grade %d", "Hunt and Hess %d",
          "ASA %s", "Mallampati %d", "Karnofsky %d%%", "PHQ-9 %d", "AMTS %d/10", "4AT %d", "MMSE %d/30", "Barthel %d/20",
          "Nottingham Prognostic Index %s", "Gleason %s", "Breslow %s mm", "Clark level %s", "Dukes %s", "Duke criteria", "Alvarado %d",
          "qSOFA %d", "SOFA %d", "PESI class %s", "Ranson %d", "Glasgow (Imrie) %d", "Centor %d", "FeverPAIN %d"]


def score(r):
    s = r.choice(SCORES)
    if "%" not in s:
        return s
    if "%s" in s:
        v = {"Wells": num(r, 0, 7.5, 1), "Child": r.choice(["A", "B", "C"]), "ASA": r.choice(["I", "II", "III", "IV"]),
             "Nottingham": num(r, 2.1, 6.8, 2), "Gleason": r.choice(["3+3=6", "3+4=7", "4+3=7", "4+4=8", "4+5=9"]),
             "Breslow": num(r, 0.3, 6.0, 1), "Clark": r.choice(["II", "III", "IV"]), "Dukes": r.choice(["A", "B", "C1", "C2"]),
             "PESI": r.choice(["I", "II", "III", "IV"])}[s.split()[0].split("-")[0]]
        return s % v
    top = {"CURB-65": 5, "Waterlow": 30, "MUST": 4, "Rockall": 11, "Glasgow-Blatchford": 23, "CHA2DS2-VASc": 9, "HAS-BLED": 9,
           "ECOG": 4, "Clinical": 9, "Braden": 23, "MELD": 40, "GRACE": 260, "TIMI": 7, "ABCD2": 7, "NIHSS": 42, "mRS": 6,
           "APGAR": 10, "Bishop": 13, "Fisher": 4, "Hunt": 5, "Mallampati": 4, "Karnofsky": 100, "PHQ-9": 27, "AMTS": 10,
           "4AT": 12, "MMSE": 30, "Barthel": 20, "Alvarado": 10, "qSOFA": 3, "SOFA": 24, "Ranson": 11, "Glasgow": 8,
           "Centor": 4, "FeverPAIN": 5}.get(s.split()[0], 10)
    lo = 6 if s.startswith("Braden") else (1 if s.split()[0] in ("Fisher", "Hunt", "Mallampati") else 0)
    v = r.randint(lo, top)
    if s.startswith("Karnofsky"):
        v = r.choice([30, 40, 50, 60, 70, 80, 90])
    return s % v


def med(r, terse=True):
    n, doses = r.choice(DRUGS)
    d = r.choice(doses)
    if terse:
        d = d.replace(" mg", "mg").replace(" g ", "g ") if r.random() < 0.5 else d
    return "%s %s" % (n, d)


def meds(r, k, terse=True):
    seen, out = set(), []
    while len(out) < k:
        m = med(r, terse)
        if m.split()[0] not in seen:
            seen.add(m.split()[0])
            out.append(m)
    return out


def pmh(r, k):
    return r.sample(PMH, k)


COMPLAINTS = ["SOB", "chest pain", "productive cough", "fever and rigors", "collapse ?cause", "confusion", "abdo pain",
              "PR bleed", "haematemesis", "melaena", "fall with long lie", "left-sided weakness", "headache", "vomiting",
              "reduced mobility", "leg swelling", "palpitations", "jaundice", "fever ?malaria", "seizure", "DKA",
              "painful crisis", "dysuria", "urinary retention", "syncope", "haemoptysis", "pleuritic chest pain",
              "wheeze", "weight loss", "dysphagia", "post-partum haemorrhage", "burns to forearm", "RTC - chest injury"]
DIAG = ["CAP", "LRTI", "IECOPD", "urosepsis", "NSTEMI", "STEMI", "decompensated HF", "AKI stage 2", "DKA", "HHS",
        "cellulitis L leg", "PE", "DVT", "UGIB", "delirium", "C. diff colitis", "severe falciparum malaria", "typhoid fever",
        "sickle cell painful crisis", "TB meningitis", "cryptococcal meningitis", "PCP", "pyelonephritis", "gallstone pancreatitis",
        "ascending cholangitis", "SBO", "perforated DU", "acute appendicitis", "ischaemic stroke", "ICH", "status epilepticus",
        "hyponatraemia", "hyperkalaemia", "new AF with RVR", "anaemia ?GI loss", "pre-eclampsia", "Hartmann's reversal (elective)"]
PLANS = ["repeat bloods mane", "chase blood cultures", "chase CT report", "IV fluids 1L over 8h", "strict fluid balance",
         "daily weights", "VTE prophylaxis", "PT/OT review", "SALT assessment", "dietitian r/v", "TTO when fit",
         "escalate to reg if NEWS2 >= 5", "cardiology r/v", "repeat ECG", "echo requested", "CXR in AM", "stop ramipril while AKI",
         "hold metformin", "start abx as per micro", "IV to PO switch when apyrexial 48h", "catheter out TWOC",
         "bowel chart (Bristol stool chart)", "MRSA screen", "sepsis six completed", "for DNACPR discussion",
         "ReSPECT form completed", "falls bundle", "lying/standing BP", "bladder scan", "urine dip + MSU", "stool MC&S",
         "malaria RDT + thick/thin film", "Widal (poor specificity) - blood cultures preferred", "GeneXpert sputum",
         "CD4 + viral load", "Hb electrophoresis", "comfort measures only if deteriorates", "chase OGD slot",
         "Foley catheter", "NG tube - check position on CXR", "Hickman line care", "PICC line requested", "Guedel airway at bedside",
         "Ottawa ankle rules negative", "Canadian C-spine rule applied", "Edinburgh Postnatal Depression Scale 14",
         "Manchester Triage System re-triage", "Sengstaken tube on standby", "Seldinger CVC R IJV"]
NAMEWORD_PHRASES = ["short of breath", "strong radial pulse", "white cell count rising", "green sputum", "brown urine",
                    "black tarry stool", "frank haematuria", "frank blood PR", "renal stone on CT KUB", "rice-water stool",
                    "gold standard test", "glass of wine most evenings", "will review after ward round", "day 3 of antibiotics",
                    "chase results later", "dawn phenomenon on CGM", "comfort measures discussed", "Baker's cyst ruled out",
                    "Bishop score favourable", "Fisher grade 3", "Turner syndrome excluded", "GRACE score high",
                    "Bell's palsy suspected", "young adult with no PMH", "field block performed", "swift improvement",
                    "Hardy-Weinberg not relevant", "may need HDU", "patient keeps hope of going home", "faith is important to her",
                    "thanks for your patience with this referral", "family love and support evident", "NEWS2 rose to 6",
                    "amber flag sepsis", "olive oil drops for wax", "cook-chill diet advice", "nurse-led discharge",
                    "doctor-led review", "ward-based care", "hill walking limited by angina", "marsh fever unlikely",
                    "stone-free on repeat imaging", "bright red blood", "stroke of luck - no fracture",
                    "green light from anaesthetics", "blessing of the family sought", "a gift card from the team",
                    "summer holidays abroad planned", "moss green discharge", "wood splinter removed", "bell rung for help",
                    "short stay unit", "strong family support", "frost bite excluded", "grace period for repeat prescription"]
EXAM = ["chest clear", "bibasal creps", "reduced AE R base", "dull to percussion L base", "HS I+II+0", "soft systolic murmur",
        "abdo SNT", "tender RUQ, Murphy's sign +ve", "Rovsing's sign positive", "guarding LIF", "BS present", "PR: soft brown stool",
        "calves SNT", "pitting oedema to knees", "JVP not raised", "CRT <2s", "warm peripheries", "Kernig's negative",
        "Brudzinski negative", "Babinski upgoing R", "pupils PEARL", "no focal neuro deficit", "power 4/5 L arm",
        "Romberg positive", "Trendelenburg gait", "Homans' sign not elicited", "Trousseau's sign negative", "Chvostek's negative",
        "Virchow's node not palpable", "pale +, jaundice -, cyanosis -", "splenomegaly 3 cm", "hepatomegaly 2 fb"]


def exam(r, k):
    return r.sample(EXAM, k)


def nameword(r):
    return r.choice(NAMEWORD_PHRASES)


def given(r, k=2):
    return ", ".join("%s at %s" % (med(r), clock(r)) for _ in range(k))


def abx_day(r):
    return "%s D%d/%d" % (r.choice(["co-amox", "Tazocin", "ceftriaxone", "fluclox", "doxy", "gent", "metronidazole", "artesunate"]),
                          r.randint(1, 6), r.choice([5, 7, 7, 10, 14]))


def timeline(r, k=3):
    ev = ["obs checked", "bloods sent", "ECG done", "reviewed by reg", "abx given", "CT done", "family updated", "moved to resus",
          "fluids started", "catheterised", "VBG repeated", "PRN analgesia given", "sats dipped to 88%, O2 titrated", "NEWS2 rose to 5"]
    ts = sorted(clock(r) for _ in range(k))
    return "; ".join("%s %s" % (t, e) for t, e in zip(ts, r.sample(ev, k)))

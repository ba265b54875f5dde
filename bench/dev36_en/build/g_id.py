"""Infectious diseases and HIV clinic."""
import datetime as dt

from phi import M, cap
import blocks as B
import common
import pools as P

GENRE = "infectious_diseases_hiv"
G = "id"

ART = ["bictegravir/emtricitabine/tenofovir alafenamide (Biktarvy) one tablet daily",
       "dolutegravir 50 mg + emtricitabine/tenofovir DF one daily", "dolutegravir/lamivudine (Dovato) daily",
       "doravirine/lamivudine/TDF daily", "cabotegravir + rilpivirine long-acting injections every 2 months",
       "darunavir/cobicistat/FTC/TAF (Symtuza) daily"]


def _vl_table(c, n=None):
    r = c.r
    n = n or r.randint(4, 7)
    ds = B.serial_dates(c, n, 1200)
    rows = []
    cd4 = r.randint(150, 600)
    for i, d in enumerate(ds):
        vl = r.choice(["<20", "<20", "<40", "TND", str(r.randint(21, 180))]) if i else str(r.randint(12000, 480000))
        cd4 += r.randint(-40, 120)
        rows.append([c.date(d, c.dstyle), vl, str(max(cd4, 40)), f"{r.randint(12, 38)}%"])
    return B.table(["Date", "VL (c/mL)", "CD4", "CD4%"], rows) if r.random() < 0.7 else B.pipe_table(["Date", "VL", "CD4", "CD4 %"], rows)


def hiv(c):
    r = c.r
    c.setup_patient(22, 74, sex=r.choice("MMMF"))
    common.setup(c, G)
    dx = c.past_year(2, 25)
    art = c.ch(ART)
    peer = c.new_staff("rn")
    clinic = c.ch(["Harbourside Clinic", "Ward 32 Clinic", "Rowan Sexual Health Centre", "Lighthouse Clinic", "Kestrel Clinic", "Beacon Clinic"])
    hpi = [f"{c.P('first')} has HIV-1 infection diagnosed in {c.yr(dx)} at {M('HOSPITAL', clinic)} (CD4 nadir {r.randint(20, 350)}). "
           f"Currently on {art}, switched {c.my(c.between(dx, margin=120))} for {r.choice(['simplification', 'weight gain', 'a drug interaction', 'renal function'])}.",
           f"Reports {r.choice(['100%', 'excellent', 'near-perfect'])} adherence; {r.choice(['uses a pill organiser', 'keeps tablets by the kettle', 'has phone reminders'])}. "
           f"{r.choice(['No intercurrent illness.', 'Treated for syphilis (RPR 1:32) in ' + c.my(c.past(60, 400)) + '.', 'Had mpox vaccine x2.', 'Recent travel to ' + M('COUNTRY', c.ch(P.COUNTRIES_TRAVEL)) + ' without problems.'])}"]
    if r.random() < 0.55:
        p = c.new_family("partner")
        c.family.append(p)
        hpi.append(f"{c.His} partner {c.F(p)} {r.choice(['is HIV-negative and aware of U=U', 'is also under our care', 'tested negative in ' + c.my(c.past(30, 300)) + ' and uses PrEP'])}.")
    if r.random() < 0.4:
        hpi.append(f"Peer support worker {c.S(peer, 'full')} has been in touch regarding {r.choice(['housing', 'disclosure at work', 'a support group at ' + M('ORGANIZATION', c.ch(P.ORGS_CHURCH))])}.")
    lab = c.accession("lab")
    res = [f"Bloods {c.date(c.past(7, 30))} (lab no. {M('IDNUM', lab)}): eGFR {r.randint(60, 120)}, ALT {r.randint(12, 60)}, "
           f"total cholesterol {round(r.uniform(3.5, 7), 1)}, HbA1c {r.randint(32, 52)}.",
           f"STI screen {r.choice(['negative', 'chlamydia positive (rectal) - treated'])}; hepatitis B {r.choice(['immune', 'non-immune, vaccination started', 'surface antigen negative, core antibody positive'])}."]
    return {"dept": c.ch(["HIV Service", "Infectious Diseases", "Sexual Health and HIV"]), "clinic": "HIV clinic", "title": "HIV Clinic Review",
            "reason": "HIV routine review", "dx": [f"HIV-1 infection ({c.yr(dx)}), virally suppressed", r.choice(["Dyslipidaemia", "Depression", "Hepatitis B immune", "Latent TB treated"])],
            "hpi": hpi, "table": "Viral load / CD4:\n" + _vl_table(c), "results": res,
            "imp": "Stable, virologically suppressed on ART.",
            "plan": ["Continue current ART; two months supplied.", f"Next bloods {c.date(c.future(80, 180))}.",
                     r.choice((["Cervical screening due."] if c.pt.sex == "F" else ["Anal cancer screening discussed."]) + ["Statin started (QRISK 12%).", "Bone density scan requested.", "HPV vaccine course."]),
                     f"Patient portal for results: {M('URL', 'portal.' + c.hosp['domain'] + '/hiv')}" if r.random() < 0.3 else f"Clinic line {B.tel(c)}."],
            "meds": [art, r.choice(["atorvastatin 20 mg", "sertraline 100 mg", "nil else"])], "pmh": [r.choice(["Syphilis treated", "Anal HPV", "Asthma"])],
            "exam": "Well. No lymphadenopathy, no oral candida.", "special": [], "mdt_ok": False}


def new_hiv(c):
    r = c.r
    c.setup_patient(18, 65)
    common.setup(c, G)
    test = c.past(3, 20)
    hpi = [f"{c.P('full')} was diagnosed with HIV on {c.date(test)} after {r.choice(['a routine sexual health screen', 'presentation with a seroconversion-like illness'] + (['an antenatal test'] if c.pt.sex == 'F' and c.age < 46 else []) + ['a test offered in ED'])} "
           f"at {M('HOSPITAL', c.practice['name'])}. Fourth-generation assay reactive, confirmed on line immunoassay.",
           f"{c.He} was born in {M('COUNTRY', c.ch(P.COUNTRIES_BIRTH))} and arrived in {c.yr(c.past_year(1, 12))}; works as {c.an(c.profession)} {M('PROFESSION', c.profession)}."]
    contacts = []
    for _ in range(r.randint(1, 2)):
        f = c.new_family(r.choice(["partner", "ex-partner"]))
        c.family.append(f)
        contacts.append(f)
    pn = "; ".join(f"{f.rel} {c.F(f, 'full')} - {r.choice(['patient to inform', 'provider referral agreed', 'tested negative ' + c.date(c.past(1, 5)), 'contact details not known'])}" for f in contacts)
    res = [f"Baseline VL {r.randint(5000, 900000)} c/mL, CD4 {r.randint(40, 700)} ({c.date(test)}).",
           f"Resistance genotype {M('IDNUM', c.accession('lab'))}: {r.choice(['no major mutations', 'K103N', 'pending'])}. HLA-B*5701 negative.",
           f"Partner notification: {pn}."]
    return {"dept": c.ch(["HIV Service", "Infectious Diseases"]), "clinic": "new patient HIV clinic", "title": "New HIV Diagnosis",
            "reason": "New HIV diagnosis", "dx": [f"HIV-1 infection, new diagnosis {c.date(test)}"], "hpi": hpi, "results": res,
            "imp": "New HIV diagnosis, rapid ART start.", "plan": ["Start Biktarvy today (same-day ART).", "Baseline hepatitis, syphilis, TB IGRA, CXR.",
                                                                   f"Health adviser {c.S(c.nurse, 'full')} to follow up partner notification.",
                                                                   f"Review {c.date(c.future(10, 21))}."],
            "meds": ["bictegravir/emtricitabine/TAF"], "pmh": ["Nil"], "exam": "Oral candida. Generalised lymphadenopathy.", "special": [], "mdt_ok": False}


def opat(c):
    r = c.r
    c.setup_patient(25, 88)
    common.setup(c, G)
    adm = c.visit - dt.timedelta(days=r.randint(7, 21))
    c.adm, c.dis = adm, c.visit
    dx = r.choice(["native vertebral osteomyelitis (L3/4)", "MSSA prosthetic knee joint infection", "streptococcal infective endocarditis (native mitral valve)",
                   "diabetic foot osteomyelitis, right 1st MTP", "complicated cellulitis with abscess"])
    abx = r.choice(["ceftriaxone 2 g IV daily", "daptomycin 8 mg/kg IV daily", "teicoplanin 600 mg three times weekly", "flucloxacillin 12 g/24 h via elastomeric pump"])
    picc = c.serial(c.ch(["", "PL", "BC"]))
    hc = M("ORGANIZATION", c.ch(P.HOMECARE))
    hpi = [f"{c.P('title')} ({c.age_phrase()}) was admitted on {c.date(adm)} with {dx}. Blood cultures {M('IDNUM', c.accession('micro'))} grew "
           f"{r.choice(['Staphylococcus aureus (MSSA)', 'Streptococcus mitis', 'Enterococcus faecalis', 'Streptococcus dysgalactiae'])}."]
    course = [f"PICC inserted {c.date(adm + dt.timedelta(days=r.randint(2, 6)))} (right basilic, 4 Fr, lot {M('DEVICE', picc)}, tip at CAJ).",
              f"Transferred to OPAT on {c.date(c.visit)} on {abx}; home visits by {hc}" + (f" (nurse {c.S(c.new_staff('rn'), 'full')})" if r.random() < 0.5 else "") + ".",
              f"Planned end date {c.date(c.future(14, 42))}."]
    if r.random() < 0.35:
        course.append(f"Will drive {c.him}self to weekly clinic; parking permit issued for vehicle {M('VEHICLE', c.L.plate())}.")
    return {"dept": "OPAT Service", "clinic": "OPAT clinic", "title": "OPAT Discharge", "reason": "Outpatient IV antibiotics",
            "dx": [cap(dx), r.choice(["Type 2 diabetes", "Previous IVDU", "CKD 3b"])], "hpi": hpi, "course": course, "inpatient": True,
            "results": [f"CRP {r.randint(80, 300)} -> {r.randint(5, 60)}; weekly FBC/U&E/LFT/CRP via OPAT.",
                        f"MRI {c.date(adm + dt.timedelta(days=1))}: {r.choice(['discitis L3/4 with small epidural collection', 'bone marrow oedema in 1st metatarsal head', 'no collection'])}."],
            "imp": "Responding to IV therapy.", "plan": [f"Weekly OPAT clinic, next {c.date(c.future(5, 9))}.", "Weekly bloods - results to OPAT nurse.",
                                                       f"PICC care and removal at end of course.", f"Contact OPAT team on {B.tel(c, ext=r.random() < 0.4)} with line problems."],
            "meds": [abx, "paracetamol 1 g QDS PRN"], "special": [], "mdt_ok": False}


def tb(c):
    r = c.r
    c.setup_patient(18, 80)
    common.setup(c, G)
    start = c.past(30, 150)
    born = c.ch(P.COUNTRIES_BIRTH)
    contacts = [c.new_family(r.choice(["wife" if c.pt.sex == "M" else "husband", "son", "daughter", "brother", "flatmate"])) for _ in range(r.randint(2, 3))]
    c.family += contacts
    notif = c.ch(["TB", "NTF-", "PH"]) + c.digits(6)
    hpi = [f"{c.P('title')} ({c.age_phrase()}), born in {M('COUNTRY', born)}, presented with {r.randint(2, 5)} months of cough, night sweats and {r.randint(3, 12)} kg weight loss. "
           f"Sputum smear positive; GeneXpert MTB detected, rifampicin resistance not detected ({M('IDNUM', c.accession('micro'))}).",
           f"Started RHZE on {c.date(start)}; notified to public health (ref {M('IDNUM', notif)})."]
    def cage(f):
        if f.rel in ("son", "daughter"):
            return max(1, c.age - r.randint(20, 38))
        if f.rel in ("wife", "husband", "brother"):
            return max(18, c.age + r.randint(-8, 8))
        return r.randint(19, 60)
    ct = "; ".join(f"{f.rel} {c.F(f, 'full')} ({M('AGE', cage(f))}) - {r.choice(['IGRA negative', 'IGRA positive, for LTBI treatment', 'CXR normal', 'screening booked'])}" for f in contacts)
    res = [f"Contact tracing: {ct}.", f"LFTs {c.date(c.past(7, 20))}: ALT {r.randint(15, 90)}. Visual acuity normal.",
           f"Culture: fully sensitive M. tuberculosis ({c.date(start + dt.timedelta(days=r.randint(20, 40)))})."]
    return {"dept": c.ch(["TB Service", "Respiratory and Infectious Diseases", "Infectious Diseases"]), "clinic": "TB clinic", "title": "TB Clinic",
            "reason": "Pulmonary tuberculosis", "dx": ["Smear-positive pulmonary TB, fully sensitive"], "hpi": hpi, "results": res,
            "imp": "Pulmonary TB, intensive phase, tolerating treatment.",
            "plan": [f"Switch to RH continuation phase from {c.date(start + dt.timedelta(days=56))}.", f"Video-observed therapy by TB nurse {c.S(c.nurse, 'full')}.",
                     "Monthly LFTs.", f"Return to work as {c.an(c.profession)} {M('PROFESSION', c.profession)} once smear negative."],
            "meds": ["Rifinah/Voractiv combination", "pyridoxine 10 mg OD"], "pmh": ["Nil"], "exam": "Crackles right upper zone. BMI 18.", "special": [], "mdt_ok": False}


def traveller(c):
    r = c.r
    c.setup_patient(19, 75)
    common.setup(c, G)
    ret = c.past(3, 14)
    country = c.ch(P.COUNTRIES_TRAVEL)
    adm = ret + dt.timedelta(days=r.randint(1, 5))
    if adm > c.visit:
        adm = c.visit - dt.timedelta(days=2)
    c.adm, c.dis = adm, c.visit
    hpi = [f"{c.P('full')}, {c.age_phrase()}, returned from {r.randint(1, 6)} weeks in {M('COUNTRY', country)} on {c.date(ret)} "
           f"({r.choice(['visiting friends and relatives', 'backpacking', 'business travel', 'volunteering'])}). No malaria prophylaxis.",
           f"Presented {c.date(adm)} with fever to 39.{r.randint(2, 9)} C, rigors and headache."]
    course = [f"Thick and thin films {M('IDNUM', c.accession('lab'))}: Plasmodium falciparum {round(r.uniform(0.1, 4.5), 1)}% parasitaemia." if r.random() < 0.6 else
              f"Malaria films x3 negative; dengue NS1 positive ({M('IDNUM', c.accession('lab'))}).",
              f"Treated with {r.choice(['IV artesunate then artemether-lumefantrine', 'artemether-lumefantrine', 'supportive care'])}; afebrile by {c.sdate(adm + dt.timedelta(days=2))}."]
    return {"dept": c.ch(["Infectious Diseases", "Tropical and Travel Medicine"]), "clinic": "travel clinic", "title": "Discharge Summary", "reason": "Fever in returned traveller",
            "dx": ["Fever in returned traveller - " + r.choice(["falciparum malaria", "dengue fever", "enteric fever"])], "hpi": hpi, "course": course, "inpatient": True,
            "results": [f"Platelets {r.randint(40, 140)}, bilirubin {r.randint(10, 60)}, lactate {round(r.uniform(0.8, 3), 1)}."],
            "imp": "Resolved.", "plan": ["FBC in 1 week.", f"Pre-travel advice before next trip to {M('COUNTRY', country)}.", f"ID clinic {c.date(c.future(20, 40))}."],
            "meds": ["paracetamol PRN"], "special": [], "mdt_ok": False}


SUBS = [(hiv, 7), (new_hiv, 2), (opat, 3), (tb, 2), (traveller, 2)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d

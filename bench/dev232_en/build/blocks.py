"""Shared clinical building blocks (mostly non-PHI text, with PHI where real notes carry it)."""
from core import P, pick, chance
import phi as PH

DX = [  # (key, UK wording, US wording)
    ("cap", "community-acquired pneumonia (CURB-65 1)", "community-acquired pneumonia, CURB-65 of 1"),
    ("copd", "infective exacerbation of COPD", "AECOPD"),
    ("hf", "decompensated heart failure (HFrEF, EF 30%)", "acute on chronic HFrEF (EF 25-30%)"),
    ("cell", "lower limb cellulitis (Eron class II)", "LLE cellulitis, Eron II"),
    ("uti", "pyelonephritis / complicated UTI", "complicated UTI / pyelo"),
    ("covid", "COVID-19 pneumonitis, not requiring O2", "COVID-19 infection, on room air"),
    ("frail", "frailty with falls and delirium (resolving)", "generalized weakness, fall at home, frailty"),
    ("asthma", "acute asthma, moderate", "asthma exacerbation, moderate"),
    ("aki", "AKI stage 1 on CKD 3a, resolving", "AKI on CKD stage 3a"),
    ("pe", "low-risk PE (sPESI 0)", "low-risk PE, sPESI 0"),
]
# per diagnosis: (presenting symptoms, exam finding, subjective on review)
DX_DETAIL = {
    "cap": (["productive cough and fevers", "pleuritic R-sided chest pain and rigors"], ["Coarse creps R base.", "Bronchial breathing L mid-zone."],
            [" says cough is looser, less green.", " still coughing at night but fevers settled."]),
    "copd": (["increased sputum purulence and SOB", "wheeze and breathlessness on minimal exertion"], ["Widespread wheeze, prolonged expiration.", "Quiet chest, pursed-lip breathing."],
             [" reports breathing 'back to my normal'.", " still using salbutamol 4-hourly."]),
    "hf": (["increasing SOB and ankle swelling", "orthopnoea and 4 kg weight gain"], ["Bibasal crackles, pitting oedema to knees.", "JVP +5 cm, sacral oedema."],
           [" says ankles less swollen, passing plenty of urine.", " slept flat last night for the first time."]),
    "cell": (["red hot swollen L shin", "spreading erythema R leg with fever"], ["Erythema L shin marked with pen.", "Warm tender R calf, no fluctuance."],
             [" describes leg as less painful, now mobilising to kitchen.", " notices redness fading from the pen line."]),
    "uti": (["rigors, dysuria and loin pain", "fever, frequency and new confusion"], ["Renal angle tender.", "Suprapubic tenderness, no guarding."],
            [" denies dysuria now, pain 2/10.", " feels less shivery, drinking well."]),
    "covid": (["fever, myalgia and dry cough", "cough, anosmia and fatigue"], ["Chest clear, sats maintained on air.", "Few fine creps bilaterally."],
              [" reports tiredness but no breathlessness.", " says taste is coming back."]),
    "frail": (["two falls and new confusion", "reduced mobility and off legs"], ["Bruising L hip, full ROM, no shortening.", "Alert, 4AT 2."],
              [" says 'I'm fine, fuss about nothing'.", " walked to the bathroom with frame today."]),
    "asthma": (["wheeze and chest tightness", "nocturnal cough and wheeze after a cold"], ["Widespread wheeze, speaking full sentences.", "PEF 62% predicted."],
               [" says inhaler lasting longer between puffs.", " PEF improving, 78% best."]),
    "aki": (["vomiting, poor intake and reduced urine", "dizziness and reduced oral intake"], ["Dry mucous membranes, CRT 3s.", "Postural drop 22 mmHg."],
            [" drinking 1.5 L/day as advised.", " passing more urine, less dizzy."]),
    "pe": (["pleuritic chest pain and mild SOB", "sudden SOB after long coach trip"], ["Chest clear, calves SNT.", "HS normal, no RV heave."],
           [" says chest pain settling with paracetamol.", " no further breathlessness on stairs."]),
}
PMH = ["T2DM (diet controlled)", "T2DM on insulin", "HTN", "AF on anticoagulation", "IHD, CABG x3",
       "CKD 3b", "COPD (GOLD 3)", "Parkinson's disease", "Alzheimer's dementia", "osteoarthritis",
       "hypothyroidism", "previous CVA", "Hartmann's procedure", "prostate ca (in remission)",
       "breast ca, mastectomy", "PVD", "OSA on CPAP", "gout", "macular degeneration", "depression",
       "Crohn's disease", "Paget's disease of bone", "Barrett's oesophagus", "Addison's disease",
       "BPH", "bronchiectasis", "PMR", "Raynaud's", "Graves' disease (treated)", "GORD"]
MEDS_UK = ["Amlodipine 5 mg OD", "Ramipril 2.5 mg OD", "Bisoprolol 2.5 mg OD", "Furosemide 40 mg BD",
           "Apixaban 5 mg BD", "Edoxaban 60 mg OD", "Metformin 500 mg BD", "Atorvastatin 20 mg ON",
           "Omeprazole 20 mg OD", "Levothyroxine 75 micrograms OD", "Salbutamol 100 mcg 2 puffs PRN",
           "Fostair 100/6 2 puffs BD", "Tiotropium 18 mcg OD", "Prednisolone 30 mg OD (day 3/5)",
           "Doxycycline 100 mg OD", "Paracetamol 1 g QDS PRN", "Co-codamol 30/500 2 tabs QDS PRN",
           "Sertraline 50 mg OD", "Donepezil 10 mg ON", "Co-careldopa 25/100 TDS", "Adcal-D3 1 tab BD",
           "Senna 15 mg ON", "Lactulose 10 ml BD", "Spironolactone 25 mg OD", "Dapagliflozin 10 mg OD",
           "Sacubitril/valsartan 24/26 mg BD", "Insulin glargine 18 units ON", "Tamsulosin 400 mcg OD",
           "Gabapentin 300 mg TDS", "Alendronic acid 70 mg weekly", "Mirtazapine 15 mg ON",
           "Clopidogrel 75 mg OD", "Warfarin as per INR", "Nitrofurantoin 50 mg ON (prophylaxis)"]
MEDS_US = ["Amlodipine 5 mg daily", "Lisinopril 10 mg daily", "Metoprolol succinate 25 mg daily",
           "Lasix 40 mg PO BID", "Eliquis 5 mg BID", "Xarelto 20 mg daily w/ supper", "Metformin 1000 mg BID",
           "Atorvastatin 40 mg qHS", "Pantoprazole 40 mg daily", "Levothyroxine 88 mcg daily",
           "Albuterol HFA 2 puffs q4h PRN", "Symbicort 160/4.5 2 puffs BID", "Spiriva Respimat 2.5 mcg daily",
           "Prednisone 40 mg daily x5d", "Acetaminophen 650 mg q6h PRN", "Oxycodone 5 mg q6h PRN",
           "Sertraline 50 mg daily", "Donepezil 10 mg qHS", "Carbidopa/levodopa 25/100 TID",
           "Docusate 100 mg BID", "Miralax 17 g daily PRN", "Spironolactone 25 mg daily",
           "Jardiance 10 mg daily", "Entresto 49/51 mg BID", "Lantus 22 units qHS", "Humalog SSI AC/HS",
           "Tamsulosin 0.4 mg qHS", "Gabapentin 300 mg TID", "Torsemide 20 mg daily", "Carvedilol 6.25 mg BID",
           "Warfarin 5 mg (INR goal 2-3)", "Vitamin D3 2000 IU daily", "Aspirin 81 mg daily"]
IV_UK = ["Ceftriaxone 2 g IV OD", "Teicoplanin 400 mg IV OD", "Ertapenem 1 g IV OD",
         "Furosemide 80 mg IV BD", "Piperacillin/tazobactam 13.5 g/24 h via elastomeric pump",
         "Meropenem 1 g IV TDS", "Co-amoxiclav 1.2 g IV TDS"]
IV_US = ["Ceftriaxone 2 g IV q24h", "Ertapenem 1 g IV q24h", "Daptomycin 6 mg/kg IV q24h",
         "Furosemide 80 mg IV BID", "Cefazolin 2 g IV q8h via elastomeric pump", "Vancomycin per pharmacy (trough goal 15-20)",
         "Zosyn 4.5 g IV q8h (extended infusion)"]
ALLERGY = ["NKDA", "NKDA", "Penicillin (rash)", "Sulfa (hives)", "Codeine (nausea)", "Latex",
           "Trimethoprim (rash)", "Clarithromycin (GI upset)", "Shellfish", "No known allergies"]


def meds(c, k=None):
    rng = c.rng
    pool = MEDS_UK if c.uk else MEDS_US
    k = k or rng.randrange(3, 9)
    idx = rng.sample(range(len(pool)), k)
    return [pool[i] for i in sorted(idx)]


def dx(c):
    d = pick(c.rng, DX)
    return d[0], (d[1] if c.uk else d[2])


def pmh(c, k=None):
    rng = c.rng
    k = k or rng.randrange(2, 7)
    return [PMH[i] for i in rng.sample(range(len(PMH)), k)]


def iv(c):
    return pick(c.rng, IV_UK if c.uk else IV_US)


def time(rng):
    return "%02d:%02d" % (rng.randrange(6, 23), rng.randrange(0, 60))


def time_us(rng):
    h = rng.randrange(6, 23)
    return "%d:%02d %s" % ((h - 1) % 12 + 1, rng.randrange(0, 60), "AM" if h < 12 else "PM")


def t(c):
    return time(c.rng) if c.uk or chance(c.rng, 0.4) else time_us(c.rng)


class Obs(object):
    def __init__(self, rng, sick=0.3):
        s = rng.random() < sick
        self.hr = rng.randrange(62, 96) + (rng.randrange(10, 35) if s else 0)
        self.sbp = rng.randrange(102, 162) - (rng.randrange(5, 25) if s else 0)
        self.dbp = rng.randrange(58, 92)
        self.spo2 = rng.randrange(93, 99) - (rng.randrange(2, 7) if s else 0)
        self.rr = rng.randrange(14, 20) + (rng.randrange(3, 9) if s else 0)
        self.temp = round(36.1 + rng.random() * 1.2 + (rng.random() * 1.3 if s else 0), 1)
        self.news = (0 if self.spo2 >= 96 else 1 if self.spo2 >= 94 else 2 if self.spo2 >= 92 else 3) + \
            (0 if self.rr <= 20 else 2 if self.rr <= 24 else 3) + (0 if self.hr <= 90 else 1 if self.hr <= 110 else 2) + \
            (0 if self.temp <= 38.0 else 1 if self.temp <= 39 else 2) + (0 if self.sbp > 110 else 1 if self.sbp > 100 else 2)
        self.o2 = "RA" if rng.random() < 0.8 else pick(rng, ["1L NC", "2L NP", "2 L/min", "28% venturi"])
        self.wt = round(55 + rng.random() * 50, 1)

    def line(self, c):
        rng = c.rng
        temp = ("%.1f C" % self.temp) if c.uk or chance(rng, 0.3) else ("%.1f F" % (self.temp * 9 / 5 + 32))
        f = pick(rng, [0, 1, 2])
        if f == 0:
            return "HR %d, BP %d/%d, SpO2 %d%% on %s, RR %d, T %s" % (self.hr, self.sbp, self.dbp, self.spo2, self.o2, self.rr, temp)
        if f == 1:
            return "P %d | BP %d/%d | RR %d | sats %d%% %s | temp %s | NEWS2 %d" % (
                self.hr, self.sbp, self.dbp, self.rr, self.spo2, self.o2, temp, self.news)
        return "Obs: %d/%d, %d bpm, %d%% (%s), RR %d, %s" % (self.sbp, self.dbp, self.hr, self.spo2, self.o2, self.rr, temp)


def labs(n, c, off=0):
    """A lab panel, maybe with a specimen number and collection date."""
    rng = c.rng
    n.t(pick(rng, ["Bloods", "Labs", "LABS", "Bloods (taken at home)", "Point of care / lab results"]))
    if chance(rng, 0.6):
        n.f(" {d}", d=c.rdate(off))
    if chance(rng, 0.35):
        n.f(" (lab no. {x})", x=P("IDNUM", PH.idnum(rng, "lab")))
    n.t(":\n")
    if c.uk:
        rows = ["Hb %d g/L" % rng.randrange(88, 152), "WCC %.1f" % (4 + rng.random() * 14),
                "Plt %d" % rng.randrange(140, 460), "Na %d" % rng.randrange(128, 145), "K %.1f" % (3.3 + rng.random() * 2),
                "Urea %.1f" % (4 + rng.random() * 12), "Creat %d" % rng.randrange(60, 210),
                "eGFR %d" % rng.randrange(22, 90), "CRP %d" % rng.randrange(4, 260), "Mg %.2f" % (0.6 + rng.random() * 0.4)]
        if chance(rng, 0.4):
            rows.append("NT-proBNP %d ng/L" % rng.randrange(300, 9000))
    else:
        rows = ["WBC %.1f" % (4 + rng.random() * 14), "Hgb %.1f" % (8.5 + rng.random() * 6.5),
                "Plt %d" % rng.randrange(140, 460), "Na %d" % rng.randrange(128, 145), "K %.1f" % (3.3 + rng.random() * 2),
                "BUN %d" % rng.randrange(8, 60), "Cr %.2f" % (0.6 + rng.random() * 1.8), "Glu %d" % rng.randrange(80, 260),
                "Mg %.1f" % (1.5 + rng.random()), "Procalcitonin %.2f" % (rng.random() * 3)]
        if chance(rng, 0.4):
            rows.append("BNP %d pg/mL" % rng.randrange(100, 2400))
    k = rng.randrange(5, len(rows) + 1)
    sel = rows[:k]
    if chance(rng, 0.5):
        n.t("  " + ", ".join(sel) + "\n")
    else:
        for r in sel:
            n.t("  " + r + "\n")


def vitals_table(n, c, days, start_off=0, sick=0.25):
    rng = c.rng
    sty = pick(rng, [0, 1, 2])
    dsty = pick(rng, ["dmy", "dm", "d_mon", "wd_dm"] if c.uk else ["mdy", "md", "mon_d", "wd_md"])
    wt0 = 55 + rng.random() * 50
    if sty == 0:
        n.t("Date        Time   HR   BP        SpO2  RR  Temp  NEWS2\n")
    elif sty == 1:
        n.t("| Date | Time | HR | BP | SpO2 | RR | T | Score |\n|---|---|---|---|---|---|---|---|\n")
    else:
        n.t("date/time, hr, bp, spo2, rr, temp, wt\n")
    for i in range(days):
        tms = sorted(time(rng) for _ in range(rng.choice([1, 1, 2, 3])))
        for tm in tms:
            o = Obs(rng, sick)
            d = c.date(start_off + i, dsty)
            if sty == 0:
                n.f("{d}  ", d=d)
                n.raw("%s  %-4d %d/%-5d %d%%   %-3d %.1f  %d\n" % (tm, o.hr, o.sbp, o.dbp, o.spo2, o.rr, o.temp, o.news))
            elif sty == 1:
                n.f("| {d} | ", d=d)
                n.raw("%s | %d | %d/%d | %d%% | %d | %.1f | %d |\n" % (tm, o.hr, o.sbp, o.dbp, o.spo2, o.rr, o.temp, o.news))
            else:
                n.f("{d} ", d=d)
                n.raw("%s, %d, %d/%d, %d, %d, %.1f, %.1f\n" % (tm, o.hr, o.sbp, o.dbp, o.spo2, o.rr, o.temp,
                                                         wt0 - i * 0.4 + rng.random() * 0.6))


DECOY = [
    "Glasgow Coma Scale 15/15.", "No signs of Cushing's.", "Murphy's sign negative.", "No Cheyne-Stokes breathing overnight.",
    "Trendelenburg gait (chronic).", "Known Parkinson's - tremor unchanged.", "Foley catheter in situ since last admission, draining clear.",
    "Old Hickman line scar R chest.", "Bell's palsy 2019 (residual L facial weakness).", "Homans' sign not relied upon.",
    "Rockwood CFS 6.", "MUST score 1.", "Braden 15.", "Morse falls score 45.", "Waterlow 16 - pressure care advice.",
    "Wells score 0.", "CHA2DS2-VASc 4, HAS-BLED 2.", "Kussmaul breathing absent.", "Dupuytren's both hands.",
    "Lives on 2nd floor - no lift (stairs x14).", "Room air sats stable.", "Ward round at 10:00 via Teams.",
    "Level 2 escalation criteria not met.", "Day 4 of 7 IV course.", "POD 12 post Whipple's - surgical team aware.",
    "Addisonian crisis plan card seen.", "Hep B vaccinated.", "Ref range K 3.5-5.3 mmol/L.",
    "ReSPECT form present - for ward-based care.", "DNACPR in place (community form seen).", "Full code confirmed.",
]


def decoy(c, k=1):
    rng = c.rng
    return " ".join(DECOY[i] for i in rng.sample(range(len(DECOY)), k))


def social(n, c):
    """Social history: family, job, home, faith; PHI-rich."""
    rng = c.rng
    opts = list(range(9))
    rng.shuffle(opts)
    bits = opts[:rng.randrange(3, 7)]
    for b in bits:
        if b == 0:
            n.f("Lives with {rel} {nm}", rel=c.nok_rel, nm=c.nok_name())
            if chance(rng, 0.5):
                n.f(" (works as a {pr})", pr=P("PROFESSION", c.nok_prof))
            n.t(". ")
        elif b == 1:
            if c.retired:
                n.f(pick(rng, ["Retired {p}. ", "Former {p}, retired. ", "Ex-{p}. ", "Worked as a {p} until retirement. "]),
                    p=P("PROFESSION", c.prof))
            else:
                n.f(pick(rng, ["Works as a {p} at {o}. ", "{p} for {o}, currently off sick. ", "Employed by {o} ({p}). "]),
                    p=P("PROFESSION", c.prof), o=P("ORGANIZATION", c.employer))
        elif b == 2:
            n.f(pick(rng, ["Born in {c}, moved here in {y}. ", "Originally from {c}. ", "Recently back from visiting family in {c} ({d}). "]),
                c=P("COUNTRY", c.born_in), y=P("DATE", str(c.base.year - rng.randrange(20, 55))), d=c.rdate(-rng.randrange(20, 60)))
        elif b == 3:
            n.f(pick(rng, ["Package of care from {a}, {k}. ", "Carers ({a}) {k}. ", "POC: {a} {k}, lead carer {cn}. "]),
                a=P("ORGANIZATION", c.agency), k=pick(rng, ["QDS", "BD", "TDS", "x2 daily", "4x/day"]),
                cn=name_f(c))
        elif b == 4:
            n.f(pick(rng, ["Attends {ch} weekly; pastor visits. ", "Strong support from {ch} community. ", "Member of {ch}. "]),
                ch=P("ORGANIZATION", c.church))
        elif b == 5:
            n.f(pick(rng, ["Ground floor flat in {b}, lift access. ", "Lives alone at {b}, 2nd floor. ", "Home is at {b}; entry via side door. "]),
                b=P("LOCATION_OTHER", c.building))
        elif b == 6:
            n.t(pick(rng, ["Ex-smoker, 30 pack-years. ", "Never smoked. ", "Smokes 10/day. ", "Current smoker, 45 pk-yr. "]))
            n.t(pick(rng, ["Alcohol 14 units/wk. ", "Teetotal. ", "Occasional sherry. ", "EtOH: 2-3 beers/day. "]))
        elif b == 7:
            rel, sx = pick(rng, [("Daughter", "F"), ("Son", "M"), ("Niece", "F"), ("Nephew", "M"), ("Granddaughter", "F")])
            n.f("{rel} {nm} visits daily", rel=rel, nm=fam_other(c, sx))
            if chance(rng, 0.5):
                n.f(", {pn} is a {p}", pn="she" if sx == "F" else "he",
                    p=P("PROFESSION", pick(rng, ["teaching assistant", "nurse", "pharmacist", "postwoman", "bus driver", "accountant", "cashier", "paramedic", "solicitor"])))
            n.t(". ")
        elif b == 8:
            n.t(pick(rng, ["Mobilises with frame indoors. ", "Independent with stick. ", "Uses wheelchair outdoors. ",
                           "Stairlift in situ. ", "Walker at home, no falls in 6 months. "]))
    n.nl()


def name_f(c):
    return PH.name_forms(c.carer, "FAMILY", c.rng, ["full", "given", "given_init"])


def fam_other(c, sex=None):
    p = PH.Person(c.rng, sex=sex, uk=c.uk)
    if chance(c.rng, 0.5):
        p.family = c.pt.family
    return PH.name_forms(p, "FAMILY", c.rng, ["full", "given", "given"])


def header(n, c, title, with_addr=None):
    """A typical EHR header with demographics."""
    rng = c.rng
    sty = pick(rng, [0, 1, 2, 3])
    if sty == 0:
        n.f("{h}\n{t}\n", h=P("HOSPITAL", c.vw), t=title)
        n.f("Patient: {nm}    DOB: {dob}    ", nm=c.name(["caps_comma", "full", "sur_comma"]), dob=c.dob_p())
        n.add(c.hospital_id())
        n.nl()
    elif sty == 1:
        n.f("{t} -- {h}\n", t=title.upper(), h=P("HOSPITAL", c.vw))
        n.f("Name: {nm} | Age: {a} | Sex: {s} | ", nm=c.name(["full", "caps", "sur_comma"]), a=P("AGE", str(c.age)), s=c.pt.sex)
        n.add(c.hospital_id())
        n.nl()
    elif sty == 2:
        n.f("{t}\n", t=title)
        n.f("{nm} ({dob}, ", nm=c.name(["caps_comma", "full"]), dob=c.dob_p())
        n.add(c.age_p(pick(rng, ["y", "yrs", "aX"])))
        n.t(") ")
        n.add(c.hospital_id())
        n.nl()
    else:
        n.f("*** {t} ***\nPt: {nm}   ", t=title.upper(), nm=c.name(["sur_comma", "caps_comma"]))
        n.add(c.hospital_id())
        if not c.uk and chance(rng, 0.6):
            n.f("   Enc: {a}", a=P("ACCOUNT", c.account))
        n.f("\nService: {h}\n", h=P("HOSPITAL", c.vw))
    if with_addr if with_addr is not None else chance(rng, 0.35):
        n.t("Address: ")
        n.add(c.addr())
        n.t("\n")
    if chance(rng, 0.3):
        n.f("Tel: {p}\n", p=c.ptel())
    if chance(rng, 0.25):
        n.f("GP: {g}, {s}\n" if c.uk else "PCP: {g}, {s}\n", g=c.gp.ref(rng, ["title_sur", "full_cred"]), s=P("HOSPITAL", c.gp_site))


def signoff(n, c, who, when_off=0):
    rng = c.rng
    sty = pick(rng, [0, 1, 2, 3])
    if sty == 0:
        n.t("\nSigned: ")
        n.add(who.sign(rng))
        n.f(" {d} {tm}\n", d=c.date(when_off), tm=t(c))
    elif sty == 1:
        n.t("\n-- ")
        n.add(who.sign(rng))
        n.f("\n{lab} {lic}", lab=who.lic[0], lic=P("LICENSE", who.lic[1]))
        if chance(rng, 0.4):
            n.f(" | bleep {b}" if c.uk else " | pager {b}", b=P("PHONE", who.bleep))
        n.nl()
    elif sty == 2:
        n.t("\nElectronically signed by ")
        n.add(who.sign(rng))
        n.f(" on {d} at {tm}\n", d=c.date(when_off, "mdy" if not c.uk else "dmy"), tm=t(c))
    else:
        n.f("\n{i}\n", i=who.ref(rng, ["initials"]))


def past_event(n, c):
    """A dated past-history item: month-year, bare year or full date."""
    rng = c.rng
    y = c.base.year - rng.randrange(1, 15)
    m = rng.randrange(1, 13)
    r = rng.randrange(3)
    d = (P("DATE", "%s %d" % (PH.MON[m - 1], y)) if r == 0 else P("DATE", str(y)) if r == 1 else
         P("DATE", "%s %d" % (PH.MON[m - 1][:3], y)))
    n.f(pick(rng, ["; NSTEMI {d}", "; CABG {d}", "; previous VW admission {d} (HF)", "; fractured NOF {d}", "; TIA {d}",
                   "; PE {d}, anticoagulated 6 months", "; TAVI {d}", "; sepsis (urinary) {d}, ITU"]), d=d)

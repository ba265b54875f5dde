"""Clinical filler, decoys (PHI look-alikes that are not PHI) and shared layout
helpers (headers, sign-offs) for dev225."""
from doc import P
import phi as H
import pools as PL


def tm(rng, style=None, lo=7, hi=18):
    h, m = rng.randrange(lo, hi), rng.randrange(0, 60)
    style = style if style is not None else rng.randrange(5)
    if style == 0:
        return "%02d:%02d" % (h, m)
    if style == 1:
        return "%02d%02d" % (h, m)
    if style == 2:
        return "%d:%02d %s" % ((h - 1) % 12 + 1, m, "PM" if h >= 12 else "AM")
    if style == 3:
        return "%d.%02d%s" % ((h - 1) % 12 + 1, m, "pm" if h >= 12 else "am")
    return "%d:%02d" % (h, m)


def vitals(rng, c, full=True, wt=None):
    us = c.country == "US"
    hr = rng.randrange(56, 112)
    sbp, dbp = rng.randrange(98, 132), rng.randrange(54, 84)
    rr = rng.randrange(12, 22)
    spo2 = rng.randrange(96, 101)
    if us and rng.random() < 0.6:
        temp = "%.1f F" % (rng.randrange(972, 995) / 10.0)
    else:
        temp = "%.1f" % (rng.randrange(360, 374) / 10.0) + rng.choice([" C", "C", " deg C", ""])
    ht = rng.randrange(1450, 1900) / 10.0
    wt = wt if wt is not None else round(rng.uniform(17.0, 30.0) * (ht / 100.0) ** 2, 1)
    bmi = wt / (ht / 100.0) ** 2
    sep = rng.choice(["  ", ", ", " | ", "; "])
    items = ["T %s" % temp, "HR %d" % hr, "BP %d/%d" % (sbp, dbp), "RR %d" % rr,
             "SpO2 %d%%%s" % (spo2, rng.choice([" RA", " on RA", ""]))]
    if full:
        if us and rng.random() < 0.5:
            items += ["Wt %.1f lb" % (wt * 2.2046), "Ht %d in" % round(ht / 2.54)]
        else:
            items += ["Wt %.1f kg" % wt, "Ht %.1f cm" % ht]
        items.append("BMI %.1f" % bmi)
    return sep.join(items)


def temp(rng, c, low=False):
    if c.country == "US" and rng.random() < 0.6:
        return "%.1f F" % (rng.randrange(955 if low else 970, 985 if low else 1030) / 10.0)
    return "%.1f C" % (rng.randrange(352 if low else 358, 368 if low else 395) / 10.0)


MEDS_US = ["sertraline 50 mg daily", "fluoxetine 20 mg qAM", "escitalopram 10 mg daily",
           "Concerta 36 mg qAM", "Vyvanse 30 mg daily", "guanfacine ER 2 mg qHS",
           "albuterol HFA 2 puffs q4h PRN", "Flovent HFA 110 mcg 2 puffs BID", "Symbicort 160/4.5 2 puffs BID",
           "cetirizine 10 mg daily", "EpiPen 0.3 mg IM PRN", "insulin aspart per sliding scale",
           "insulin glargine 18 units qHS", "Sprintec 1 tab daily", "Depo-Provera 150 mg IM q12 weeks",
           "Nexplanon (placed)", "melatonin 3 mg qHS", "isotretinoin 40 mg daily", "doxycycline 100 mg BID",
           "ondansetron 4 mg ODT PRN", "omeprazole 20 mg daily", "ferrous sulfate 325 mg daily",
           "vitamin D3 1000 IU daily", "olanzapine 2.5 mg qHS", "lamotrigine 100 mg BID",
           "Keppra 500 mg BID", "ibuprofen 400 mg q6h PRN", "acetaminophen 650 mg q6h PRN",
           "Adderall XR 20 mg qAM", "hydroxyzine 25 mg PRN anxiety", "Yaz 1 tab daily", "multivitamin daily"]
MEDS_NZ = ["sertraline 50 mg mane", "fluoxetine 20 mg mane", "escitalopram 10 mg daily",
           "Ritalin LA 30 mg mane", "Concerta 36 mg mane", "methylphenidate 10 mg bd",
           "salbutamol (Ventolin) 2 puffs prn", "Flixotide 125 mcg 2 puffs bd", "Symbicort 200/6 1 puff bd + prn",
           "cetirizine 10 mg od", "adrenaline autoinjector 300 mcg prn", "NovoRapid per carb ratio",
           "Lantus 16 units nocte", "Levlen ED 1 tab od", "Microgynon 30 ED", "Depo-Provera 150 mg IM 3-monthly",
           "Jadelle implant", "melatonin 2 mg nocte", "isotretinoin 20 mg od", "doxycycline 100 mg od",
           "ondansetron 4 mg prn", "omeprazole 20 mg od", "Ferrograd 1 tab od", "cholecalciferol 1.25 mg monthly",
           "olanzapine 2.5 mg nocte", "lamotrigine 100 mg bd", "paracetamol 1 g qid prn", "ibuprofen 400 mg tds prn",
           "quetiapine 25 mg nocte prn", "Mirena IUS (in situ)", "Movicol 1 sachet od", "Loette 1 tab od"]

ALLERGIES = ["NKDA", "NKDA", "NKA", "penicillin (rash)", "peanut - anaphylaxis", "amoxicillin (hives)",
             "sulfa", "tree nuts", "latex", "egg (mild)", "cefaclor - serum sickness-like rxn", "nil known"]

DECOYS = [
    "Tanner stage {t} (SMR {t}).", "GCS 15/15.", "Glasgow Coma Scale 15.", "Beighton score {b}/9.",
    "No Osgood-Schlatter tenderness at tibial tubercles.", "Sever's disease sx resolved.",
    "Murmur: none, no Marfan stigmata.", "Romberg negative.", "Lachman and McMurray negative bilaterally.",
    "Apley scratch test full.", "Ishihara plates 14/14.", "PHQ-A {p}, GAD-7 {g}.", "CRAFFT {c}/6.",
    "Hodgkin lymphoma ruled out 2 yrs ago per hx (benign reactive node).", "Parkinson's disease in grandfather (no details).",
    "Epstein-Barr serology pending.", "Gilbert's syndrome known, bili mildly up.", "Hashimoto's in mother.",
    "Russell's sign absent.", "No Chvostek or Trousseau sign.", "Down syndrome screen N/A.",
    "Kernig and Brudzinski negative.", "Cushingoid features absent.", "ECG: sinus rhythm, QTc {q} ms, no WPW pattern.",
    "Snellen {v} OU.", "Scoliosis screen: Adams forward bend neg.", "Wells score not indicated.",
    "Mantoux not required.", "Mallory-Weiss tear hx denied.", "ICD-10 {icd}.", "CPT {cpt}.",
    "Rm air sats fine.", "Sick bay rest x {m} min.", "Epworth {e}.", "Rosenberg self-esteem {r}/30.",
]
ICD = ["Z00.129", "F50.01", "F50.2", "F41.1", "F32.1", "J45.20", "E10.9", "S06.0X0A", "N94.6", "Z11.3",
       "Z30.011", "Z23", "R55", "F90.0", "L70.0", "Z71.89"]
CPT = ["99394", "99395", "99213", "99214", "90651", "90734", "87491", "96127", "90471"]


def decoy(rng, c):
    s = rng.choice(DECOYS)
    v = "20/20" if c.country == "US" else "6/6"
    return s.format(t=rng.randrange(2, 6), b=rng.randrange(0, 8), p=rng.randrange(0, 24),
                    g=rng.randrange(0, 19), c=rng.randrange(0, 5), q=rng.randrange(390, 450),
                    v=v, icd=rng.choice(ICD), cpt=rng.choice(CPT), m=rng.choice([10, 15, 20, 30]),
                    e=rng.randrange(2, 18), r=rng.randrange(8, 28))


FEMALE_ONLY = ("Sprintec", "Depo", "Nexplanon", "Yaz", "Levlen", "Microgynon", "Jadelle", "Mirena", "Loette")


def meds(rng, c, n):
    pool = MEDS_US if c.country == "US" else MEDS_NZ
    if c.sex != "F":
        pool = [m for m in pool if not any(k in m for k in FEMALE_ONLY)]
    return rng.sample(pool, n)


def dstyle(rng, c):
    return rng.choice(c.styles())


def D(dt, style):
    return P(H.fdate(dt, style), "DATE")


def holiday(rng, c):
    if c.country == "US":
        return rng.choice(["Christmas", "Thanksgiving", "Halloween", "Labor Day", "the Fourth of July",
                           "New Year's Eve", "Memorial Day", "Easter"])
    return rng.choice(["Christmas", "Waitangi Day", "Anzac Day", "Easter", "Matariki", "Labour Day",
                       "New Year's Day", "Boxing Day"])


def hol(rng, c):
    h = holiday(rng, c)
    if h.startswith("the "):
        return ["the ", P(h[4:], "DATE")]
    return P(h, "DATE")


def place_p(s, typ):
    if s.startswith("the "):
        return ["the ", P(s[4:], typ)]
    return P(s, typ)


# ---------------------------------------------------------------- header
def header(d, rng, rows, layout=None):
    """rows: list of (label, pieces). layout 0: one per line; 1: pipes; 2: two per line."""
    layout = layout if layout is not None else rng.randrange(3)
    if layout == 0:
        for lab, val in rows:
            d.t(lab + ": ")
            d.put(val)
            d.t("\n")
    elif layout == 1:
        for i, (lab, val) in enumerate(rows):
            d.t((" | " if i % 3 else "") + lab + ": ")
            d.put(val)
            if i % 3 == 2 or i == len(rows) - 1:
                d.t("\n")
    else:
        for i, (lab, val) in enumerate(rows):
            d.t(lab + ": ")
            d.put(val)
            d.t("\n" if (i % 2 == 1 or i == len(rows) - 1) else "    ")


def pt_rows(rng, c, ds, with_ids=("mrn",), name_form=None):
    nf = name_form or rng.choice(["caps_lf", "last_first", "full", "fullmid", "fullmiddle"])
    rows = [(rng.choice(["Patient", "Name", "Pt Name", "Patient Name"]) if c.setting != "young" else
             rng.choice(["Student", "Student Name", "Name"]), H.pname(c.pt, "PATIENT", rng, nf))]
    dob_s = ds if rng.random() < 0.8 else rng.choice(c.styles())
    dob = [D(c.dob, dob_s)]
    if rng.random() < 0.5:
        dob += [" (", P(str(c.age), "AGE"), rng.choice(["y", " yo", " yrs", ""]) + ")"]
    rows.append(("DOB", dob))
    for k in with_ids:
        if k == "mrn":
            rows.append(("NHI" if c.country == "NZ" else rng.choice(["MRN", "MR#", "Med Rec No"]), P(c.mrn, "MRN")))
        elif k == "acct":
            rows.append((rng.choice(["Encounter #", "Acct", "Visit No", "CSN", "FIN"]), P(c.acct, "ACCOUNT")))
        elif k == "plan":
            lab = rng.choice(["Member ID", "Insurance ID", "Medicaid #", "Policy No"]) if c.country == "US" else \
                rng.choice(["Southern Cross member no", "CSC no", "Insurer member #"])
            rows.append((lab, P(c.plan, "HEALTHPLAN")))
        elif k == "sid":
            rows.append(("NSN" if c.country == "NZ" and rng.random() < 0.5 else "Student ID", P(c.sid, "IDNUM")))
        elif k == "ssn":
            rows.append(("IRD no" if c.country == "NZ" else "SSN", P(c.ssn, "SSN")))
        elif k == "sex":
            rows.append(("Sex", {"F": "F", "M": "M"}[c.sex] if rng.random() < 0.6 else
                         {"F": "Female", "M": "Male"}[c.sex]))
        elif k == "phone":
            rows.append((rng.choice(["Phone", "Ph", "Cell", "Mobile"]), P(c.phone, "PHONE")))
        elif k == "addr":
            rows.append(("Address", c.addr(rng)))
        elif k == "school":
            rows.append(("School", P(c.school, "ORGANIZATION")))
    return rows


# ---------------------------------------------------------------- sign-off
def sign(d, rng, c, clin, dt=None, style=None, ds=None, facility=None):
    ds = ds or rng.choice(c.styles())
    dt = dt or c.visit
    style = style if style is not None else rng.randrange(7)
    if style == 0:
        d.f("\n\nElectronically signed by {n} on {dt} at {t}\n", n=H.cname(clin, rng, "full_cred"),
            dt=D(dt, ds), t=tm(rng, 0))
    elif style == 1:
        d.f("\n\n{n}\n", n=H.cname(clin, rng, rng.choice(["full_cred", "title_full"])))
        d.f("{f}\n", f=P(facility or c.clinic, "HOSPITAL"))
        d.f("{lab} {ph}\n", lab=rng.choice(["Ph", "Tel:", "Phone:", "P:"]), ph=P(c.clinic_phone, "PHONE"))
    elif style == 2:
        d.f("\n-- {n}\n", n=H.cname(clin, rng, "initials"))
    elif style == 3:
        d.f("\n\nSigned: {n} {dt}\n", n=H.cname(clin, rng, rng.choice(["full_cred", "init_fam_cred"])),
            dt=D(dt, ds))
    elif style == 4:
        if c.country == "US":
            d.f("\n\n{n}\nNPI {npi}\n", n=H.cname(clin, rng, "full_cred"), npi=P(H.npi(rng), "LICENSE"))
        else:
            med = clin.cred in ("MBChB", "FRACP", "FRNZCGP")
            lab = "MCNZ" if med else ("NCNZ" if clin.cred in ("RN", "NP", "RCompN") else "Reg #")
            d.f("\n\n{n}\n{lab} {r}\n", n=H.cname(clin, rng, "full_cred"), lab=lab,
                r=P(H.license_no("NZ", rng, "med" if med else "nurse"), "LICENSE"))
    elif style == 5:
        co = c.cosign if clin is not c.cosign else c.doc
        d.f("\n\nNote by {n} | cosigned {m} | {dt} {t}\n", n=H.cname(clin, rng, "init_fam_cred"),
            m=H.cname(co, rng, "title_fam"), dt=D(dt, ds), t=tm(rng, 0))
    else:
        d.f("\n\n{n} ({u})\n", n=H.cname(clin, rng, "full_cred"), u=P(H.username(clin.p, rng), "USERNAME"))


ROS_ITEMS = ["Gen: no fevers/chills, +fatigue", "HEENT: no vision change", "CV: no CP/palpitations",
             "Resp: no SOB, no cough", "GI: no N/V/D, no blood in stool", "GU: no dysuria",
             "Neuro: no HA, no syncope", "Psych: mood 'ok'", "Skin: no rashes", "MSK: no joint pain",
             "Endo: no polyuria/polydipsia", "Heme: no easy bruising", "Sleep: 6-7 h, late on phone"]


def ros(rng, n=None):
    return "; ".join(rng.sample(ROS_ITEMS, n or rng.randrange(4, 9))) + "."


EXAM_ITEMS = ["General: well-appearing, NAD", "HEENT: TMs clear, OP clear, no LAD", "Neck: supple, thyroid not enlarged",
              "CV: RRR, no m/r/g, cap refill <2s", "Resp: CTAB, no wheeze", "Abd: soft, NT/ND, no HSM",
              "Skin: no rash; mild acne face/back", "Neuro: CN II-XII intact, gait normal", "MSK: FROM, no effusions",
              "Psych: euthymic, good eye contact, linear thought", "Lymph: no cervical/axillary nodes"]


def exam(rng, n=None):
    return "\n".join(rng.sample(EXAM_ITEMS, n or rng.randrange(4, 9)))


def screenings(d, rng, c, ds):
    """School screening history with dates (dates are PHI; results are not)."""
    us = c.country == "US"
    items = [("Vision", ["pass", "refer - R eye", "pass w/ glasses", "20/30 OU" if us else "6/9 OU"]),
             ("Hearing", ["pass all freqs", "refer L 4000 Hz", "pass"]),
             ("Scoliosis" if us else "Spine check", ["neg", "Adams test 5 deg rib hump - refer", "neg"]),
             ("BMI screen", ["85th-95th %ile", "<85th %ile", ">95th %ile - letter home"]),
             ("Dental" if us else "Oral health", ["sealants done", "caries - referral", "enrolled in COHS"])]
    dt = c.visit - H.days(rng.randrange(300, 900))
    for name, res in rng.sample(items, rng.randrange(2, 5)):
        d.f("  {n}: {r} ({dt})\n", n=name, r=rng.choice(res), dt=D(dt, rng.choice([ds, "month_year", "mm_yyyy"])))
        dt = dt + H.days(rng.randrange(20, 200))


def author(rng, c, kind):
    creds = {"nurse": ["RN", "BSN, RN", "NCSN", "RCompN"],
             "doc": ["MD", "DO", "MBChB", "FRACP", "FRNZCGP"],
             "prov": ["MD", "DO", "NP", "FNP-C", "PA-C", "MBChB", "FRNZCGP", "NP"],
             "psy": ["LCSW", "PhD", "LPC", "MNZAC", "PGDipPsych", "RSW"]}[kind]
    return H.rand_clin(rng, c.country, creds)


def _pron(c):
    return ("she", "her") if c.sex == "F" else ("he", "his")


def narrative(d, rng, c, ds, n=None):
    """Free-text sentences that mention PHI in running prose."""
    us = c.country == "US"
    she, her = _pron(c)
    g = c.guardians[0]
    pt = lambda: H.pname(c.pt, "PATIENT", rng, rng.choice(["given", "given", "nick", "family_t"]))
    fr = lambda: H.pname(c.friend, "FAMILY", rng, rng.choice(["given", "full"]))
    city = lambda: P(rng.choice(PL.US_PLACES)[0] if us else rng.choice(PL.NZ_PLACES)[1], "CITY")
    wd = lambda: D(c.visit - H.days(rng.randrange(1, 7)), "weekday")
    sents = [
        lambda: d.f("{pt} says things got worse after {h} when {rel} {gg} {ev}. ", pt=pt(), h=hol(rng, c), rel=g.rel,
                    gg=H.pname(g, "FAMILY", rng, "given"), ev=rng.choice(["lost their job", "moved out", "got sick", "started night shifts"])),
        lambda: d.f("{Rel} reports {pt} has been staying at {f}'s house in {ct} most weekends. ", Rel=g.rel.capitalize(), pt=pt(), f=fr(), ct=city()),
        lambda: d.f("On {w} {pt} was found upset near {lm} by {f}. ", w=wd(), pt=pt(), lm=place_p(c.landmark, "LOCATION_OTHER"), f=fr()),
        lambda: d.f("{pt} mentions a cousin, {cz} ({a}), was recently admitted to {h}. ", pt=pt(),
                    cz=P(H.rand_person(rng, c.country).given, "FAMILY"), a=P(str(rng.randrange(14, 30)), "AGE"), h=P(c.hospital, "HOSPITAL")),
        lambda: d.f("Last seen by {dr} {dt}. ", dr=H.cname(c.doc, rng, "title_fam"),
                    dt=rng.choice([["on ", D(c.visit - H.days(rng.randrange(20, 200)), ds)],
                                   ["in ", D(c.visit - H.days(rng.randrange(20, 200)), "month_year")]])),
        lambda: d.f("{pt} would rather {rel} not know, but agreed we could contact {aunt} ({arel}) if worried. ", pt=pt(), rel=g.rel,
                    aunt=P(H.rand_person(rng, c.country, "F").full(), "FAMILY"), arel=rng.choice(["aunt", "aunty", "godmother", "older cousin"])),
        lambda: d.f("Hopes to move to {ct} to study {subj} after finishing {s}. ", ct=city(), subj=rng.choice(["nursing", "engineering", "law", "music", "teaching"]),
                    s=P(c.school if c.setting != "uni" else c.uni, "ORGANIZATION")),
        lambda: d.f("Babysits for a neighbour, {nb}, most afternoons. ", nb=H.pname(H.rand_person(rng, c.country), "FAMILY", rng, rng.choice(["family_t", "full"]))),
        lambda: d.f("{Gm} ({a}) helps out a lot; she lives in {ct}. ", Gm=rng.choice(["Grandmother", "Nana", "Grandma"]) if not us else rng.choice(["Grandmother", "Grandma", "Abuela"]),
                    a=P(str(rng.randrange(58, 88)), "AGE"), ct=city()),
        lambda: d.f("Text from {pt} on {w} evening said '{q}'. ", pt=pt(), w=wd(), q=rng.choice(["cant do this anymore", "sorry for missing", "feel heaps better", "can i come in tmrw"])),
        lambda: d.f("{Rel} works as a {job} and is often away {when}. ", Rel=g.rel.capitalize(), job=P(g.job, "PROFESSION"),
                    when=rng.choice(["overnight", "on weekends", "for a week at a time", "until late"])),
        lambda: d.f("Previous GP was {dr} at {h} in {ct}. ", dr=["Dr ", P(rng.choice(PL.CLIN_FAMILY), "DOCTOR")], h=P(c.clinic2, "HOSPITAL"), ct=city()),
    ]
    for f in rng.sample(sents, n or rng.randrange(1, 4)):
        f()


def an(age_text):
    """Indefinite article for an age written before '-year-old'."""
    t = age_text.lower()
    return "an" if t.startswith(("8", "11", "18", "e")) else "a"


def addendum(d, rng, c, ds):
    """Late entry appended to some notes (makes a share of notes dense)."""
    us = c.country == "US"
    g = c.guardians[0]
    who = rng.choice([c.nurse, c.doc, c.counsellor, c.np])
    for i in range(rng.randrange(1, 3)):
        dt = c.visit + H.days(rng.randrange(0, 5))
        d.f("\n\n{h} {dt} {t} - {n}\n", h=rng.choice(["ADDENDUM", "Addendum:", "LATE ENTRY", "Follow-up note"]),
            dt=D(dt, rng.choice([ds, "us_wd" if us else "nz_wd"])), t=tm(rng, 0), n=H.cname(who, rng, rng.choice(["full_cred", "init_fam_cred"])))
        k = rng.randrange(4)
        if k == 0:
            d.f("Spoke with {rel} {g} on {ph}. ", rel=g.rel, g=H.pname(g, "FAMILY", rng, rng.choice(["given", "full", "family_t"])),
                ph=P(g.phone, "PHONE"))
            d.t(rng.choice(["Updated on plan; agreeable. ", "Questions re results answered. ", "Will bring forms tomorrow. "]))
        elif k == 1:
            d.f("Results: {t} {r} (specimen {sp}). ", t=rng.choice(["CT/NG NAAT", "CBC", "TSH", "ferritin", "throat swab", "urine culture"]),
                r=rng.choice(["negative", "normal", "see lab report", "positive - treated"]), sp=P(H.specimen(rng, dt.year), "IDNUM"))
            d.f("Patient informed via {how}. ", how=rng.choice([["text to ", P(c.phone, "PHONE")], ["portal message (", P(c.user, "USERNAME"), ")"],
                                                               ["email ", P(c.email, "EMAIL")]]))
        elif k == 2:
            d.f("Faxed summary to {h} ({fx}) at request of {dr}. ", h=P(c.clinic2, "HOSPITAL"),
                fx=P(H.phone(c.country, rng, mobile=False), "FAX"), dr=H.cname(c.cosign, rng, "title_fam"))
        else:
            d.t("Additional history: ")
            narrative(d, rng, c, ds, rng.randrange(2, 4))
        if rng.random() < 0.5:
            narrative(d, rng, c, ds, 1)
        d.t(rng.choice(["No further action.", "Plan unchanged.", "Will review at next visit.", "Chart updated."]))

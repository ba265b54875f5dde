"""Blocks shared across genres: headers, identity blocks, signatures, histories, labs."""
import fakers as F
import pools

DEPTS = ["Department of Diabetes & Endocrinology", "Endocrinology Outpatients", "Diabetes Day Centre",
         "Centre for Diabetes, Endocrinology & Metabolism", "Endocrine Unit", "Diabetes Service"]


def age_piece(rng, age, style=None):
    a = (str(age), "AGE")
    style = style or rng.choice(["yo", "year-old", "y/o", "yrs", "aged", "yo_ns", "yearsold"])
    return {
        "yo": [a, " yo"], "year-old": [a, "-year-old"], "y/o": [a, " y/o"], "yrs": [a, " yrs"],
        "aged": ["aged ", a], "yo_ns": [a, "yo"], "yearsold": [a, " years old"], "y": [a, "y"],
    }[style]


def sexletter(pt):
    return pt.sex


def facility_addr(rng, c):
    a = F.address(rng, c)
    if c == "IE":
        a["street"] = rng.choice(["%s Road", "%s Hill", "%s Campus"]) % rng.choice(
            ["Hospital", "Circular", "Ballinderry", "Knockmore", "Abbey", "Western"])
    elif c == "IN":
        a["street"] = "%d, %s" % (rng.randint(1, 90), rng.choice(pools.IN_ROADS))
    return a


def hosp_header(nb, rng, c, hosp, dept=None, fax=True, email=False, web=False):
    nb.ln((hosp, "HOSPITAL"))
    if dept and c == "US":
        dept = dept.replace("Centre", "Center").replace("Outpatients", "Clinic")
    if dept:
        nb.ln(dept)
    if rng.random() < 0.7:
        nb.ln(F.addr_pieces(facility_addr(rng, c), c, rng))
    line = [rng.choice(["Tel: ", "Ph: ", "Phone "]), (F.phone(rng, c, mobile=False), "PHONE")]
    if fax:
        line += [rng.choice(["  Fax: ", " | Fax ", "   F: "]), (F.phone(rng, c, mobile=False), "FAX")]
    nb.ln(line)
    if email:
        nb.ln("Email: ", (F.dept_email(rng, rng.choice(["diabetes.centre", "endo.secretary", "dm.clinic", "endocrine"])), "EMAIL"))
    if web:
        nb.ln("Web: ", (F.url(rng, rng.choice(["endocrinology", "diabetes-service", "clinics/endo"])), "URL"))


def id_lines(nb, rng, pt, fields, visit=None):
    """Labelled identity lines."""
    c = pt.c
    ds = pt.ds
    for f in fields:
        if f == "name":
            nb.ln(rng.choice(["Patient: ", "Name: ", "Patient name: ", "PATIENT: "]), pt.pick(rng, ["full", "lastfirst", "fl", "lf"]))
        elif f == "dob":
            nb.ln(rng.choice(["DOB: ", "Date of birth: ", "D.O.B. "]), F.D(pt.dob, c, ds))
        elif f == "dobage":
            nb.ln("DOB: ", F.D(pt.dob, c, ds), " (", (str(pt.age), "AGE"), rng.choice([" yrs)", "y)", ")"]))
        elif f == "agesex":
            nb.ln("Age/Sex: ", (str(pt.age), "AGE"), "/" + pt.sex)
        elif f == "mrn":
            lab = {"IE": ["MRN: ", "Hospital No: ", "Chart No. ", "MRN "], "IN": ["UHID: ", "MR No: ", "Reg. No. ", "UHID "],
                   "US": ["MRN: ", "MRN# ", "Med Rec #: ", "Patient ID: "]}[c]
            nb.ln(rng.choice(lab), (pt.mrn, "MRN"))
        elif f == "addr":
            nb.ln("Address: ", F.addr_pieces(pt.addr, c, rng))
        elif f == "phone":
            nb.ln(rng.choice(["Phone: ", "Tel: ", "Mobile: ", "Contact no: "]), (pt.phone, "PHONE"))
        elif f == "email":
            nb.ln("Email: ", (pt.email, "EMAIL"))
        elif f == "plan":
            if c == "IE":
                nb.ln(rng.choice(["Medical card no: ", "GMS no. ", "LTI scheme no: "]), (pt.plan, "HEALTHPLAN"))
            elif c == "IN":
                nb.ln(rng.choice(["Insurance/Scheme ID: ", "Policy no: ", "PM-JAY ID: "]), (pt.plan, "HEALTHPLAN"))
            else:
                nb.t(rng.choice(["Member ID: ", "Insurance ID: ", "Medicaid ID: "]), (pt.plan, "HEALTHPLAN"))
                if rng.random() < 0.4:
                    nb.t("   Group #: ", (F.group_no(rng), "HEALTHPLAN"))
                nb.blank()
        elif f == "ssn":
            nb.ln({"IE": "PPSN: ", "IN": "Aadhaar: ", "US": "SSN: "}[c], (pt.ssn, "SSN"))
        elif f == "bio":
            nb.ln({"IE": "Biometric check-in ID: ", "IN": "Biometric verification ID: ", "US": "PatientSecure palm-vein ID: "}[c],
                  (F.bioid(rng, c), "BIOID"))
        elif f == "cob":
            nb.ln(rng.choice(["Country of birth: ", "Nationality: ", "Born in: "]), F.country_piece(rng.choice(pools.COUNTRIES_ABROAD[c] + [HOME[c]])))
        elif f == "visit":
            nb.ln(rng.choice(["Date of visit: ", "Clinic date: ", "Date: ", "Seen on: "]), F.D(visit or pt.visit, c, ds))
        elif f == "acct":
            nb.ln(rng.choice(["Encounter #: ", "Visit No: ", "Acct: ", "Billing no. "]), (F.account(rng, c), "ACCOUNT"))


def sig_block(nb, rng, c, staff, role_line=None, lic=False, contact=False):
    nb.ln(staff.sig(rng))
    if role_line:
        nb.ln(role_line)
    if lic:
        if c == "IE":
            nb.ln("MCRN: ", (F.med_license(rng, c), "LICENSE"))
        elif c == "IN":
            nb.ln("Reg. No. ", (F.med_license(rng, c), "LICENSE"))
        else:
            nb.ln(rng.choice(["NPI: ", "NPI "]), (F.npi(rng), "LICENSE"))
    if contact:
        k = rng.randint(0, 2)
        if k == 0:
            nb.ln(rng.choice(["Bleep ", "Pager: ", "pager "]), (F.short_pager(rng), "PHONE"))
        elif k == 1:
            nb.ln("Direct line: ", (F.phone(rng, c, mobile=False, ext=rng.random() < 0.5), "PHONE"))
        else:
            nb.ln((F.email_for(rng, staff.first, staff.last), "EMAIL"))


def social_hx(nb, rng, pt, prefix="Social: "):
    c = pt.c
    nb.t(prefix)
    k = rng.randint(0, 4)
    if k == 0:
        nb.f("Works as a~ {0} with {1}. ", (pt.prof, "PROFESSION"), (pt.employer, "ORGANIZATION"))
    elif k == 1:
        nb.f("{0} by occupation. ", (pt.prof[0].upper() + pt.prof[1:], "PROFESSION"))
    elif k == 2:
        nb.f("Employed at {0} as {1} {2}; shift work. ", (pt.employer, "ORGANIZATION"),
             "an" if pt.prof[0] in "aeiouAEIOU" else "a", (pt.prof, "PROFESSION"))
    elif k == 3:
        nb.f("Occupation: {0}. ", (pt.prof, "PROFESSION"))
    else:
        nb.f("Currently off work; previously a~ {0}. ", (pt.prof, "PROFESSION"))
    nb.t(rng.choice(["Non-smoker. ", "Ex-smoker (15 pack-years). ", "Smokes 10/day. ", "Never smoked. ", "Chews tobacco. " if c == "IN" else "Vapes. "]))
    nb.t(rng.choice(["Alcohol: nil.", "Alcohol ~14 units/week.", "Occasional alcohol.", "Alcohol: weekends only.", "Teetotal."]))
    if rng.random() < 0.5:
        rel, word = F.relative(rng, pt)
        nb.f(" Lives with {0} {1}.", word, rel.pick(rng, ["first", "fl", "first"]))
    if rng.random() < 0.35:
        migration(nb, rng, pt)
    nb.blank()


HOME = {"IE": "Ireland", "IN": "India", "US": "the US"}


def migration(nb, rng, pt):
    c = pt.c
    yr = F.shift(pt.visit, -rng.randint(300, 7000))
    k = rng.randint(0, 2)
    abroad = F.country_piece(rng.choice(pools.COUNTRIES_ABROAD[c]))
    home = F.country_piece(HOME[c]) if c != "US" else ["the ", ("US", "COUNTRY")]
    if c == "IN" and k != 2:
        nb.f(" Worked in {0} for {1} years, returned to {2} in {3}.", abroad, str(rng.randint(2, 15)), home, F.D(yr, c, "year"))
    elif k == 0:
        nb.f(" Originally from {0}; moved to {1} in {2}.", abroad, home, F.D(yr, c, "year"))
    elif k == 1:
        nb.f(" Born in {0}, came to {1} aged {2}.", abroad, home, (str(rng.randint(3, 40)), "AGE"))
    else:
        nb.f(" Travels to {0} each winter to visit family.", abroad)


def family_hx(nb, rng, pt):
    nb.t(rng.choice(["FHx: ", "Family history: ", "Family Hx - "]))
    opts = [
        lambda: nb.f("mother T2DM, died aged {0} (CVA)", (str(rng.randint(58, 86)), "AGE")),
        lambda: nb.f("father T2DM dx at {0}, MI at {1}", (str(rng.randint(38, 60)), "AGE"), (str(rng.randint(50, 70)), "AGE")),
        lambda: nb.t("sister hypothyroid on levothyroxine"),
        lambda: nb.f("brother T1DM since age {0}", (str(rng.randint(4, 20)), "AGE")),
        lambda: nb.t("no FHx of thyroid or pituitary disease"),
        lambda: nb.t("both parents T2DM"),
        lambda: nb.f("maternal aunt Graves' disease, diagnosed at {0}", (str(rng.randint(25, 50)), "AGE")),
    ]
    idx = sorted(rng.sample(range(len(opts)), rng.randint(1, 2)))
    for j, i in enumerate(idx):
        if j:
            nb.t("; ")
        opts[i]()
    nb.ln(".")


T2_MEDS = ["Metformin 1 g BD", "Metformin MR 500 mg 2 tabs OD", "Sitagliptin 100 mg OD", "Gliclazide MR 60 mg mane",
           "Empagliflozin 10 mg OD", "Dapagliflozin 10 mg OD", "Semaglutide 1 mg SC weekly", "Dulaglutide 1.5 mg weekly",
           "Tirzepatide 5 mg weekly", "Linagliptin 5 mg OD", "Pioglitazone 15 mg OD", "Glimepiride 2 mg OD"]
IN_MEDS = ["Glycomet GP 1 (metformin/glimepiride) 1-0-1", "Janumet 50/500 1-0-1", "Voglibose 0.3 mg 1-1-1",
           "Teneligliptin 20 mg 1-0-0", "Dapagliflozin 10 mg 1-0-0", "Gliclazide 80 mg 1-0-1"]
INSULINS = ["Insulin glargine (Lantus) %d units nocte", "Insulin degludec (Tresiba) %d units OD",
            "Insulin aspart (NovoRapid) per carb ratio, ~%d units/day", "Humalog Mix25 %d units BD",
            "Insulin detemir %d units BD", "Fiasp per ICR, approx %d units/day", "NPH (Humulin N) %d units bedtime"]
OTHER_MEDS = ["Atorvastatin 40 mg nocte", "Rosuvastatin 10 mg OD", "Ramipril 5 mg OD", "Amlodipine 5 mg OD",
              "Aspirin 75 mg OD", "Levothyroxine 100 mcg OD", "Losartan 50 mg OD", "Omeprazole 20 mg OD",
              "Telmisartan 40 mg OD", "Vitamin D3 1000 IU OD", "Lisinopril 10 mg daily", "Bisoprolol 2.5 mg OD"]


def meds(nb, rng, c, insulin=None, n=None, header="Medications:"):
    nb.ln(header)
    items = []
    pool = T2_MEDS + (IN_MEDS if c == "IN" else [])
    if insulin is None:
        insulin = rng.random() < 0.5
    for m in rng.sample(pool, rng.randint(1, 3)):
        items.append(m)
    if insulin:
        items.append(rng.choice(INSULINS) % rng.randint(8, 60))
    for m in rng.sample(OTHER_MEDS, rng.randint(1, 3)):
        items.append(m)
    bullet = rng.choice(["- ", "  ", "%d. ", "* "])
    for i, m in enumerate(items):
        nb.ln(bullet % (i + 1) if "%d" in bullet else bullet, m)


def vitals(rng, c, weight=None):
    w = weight or round(rng.uniform(52, 128), 1)
    h = rng.randint(150, 188)
    bmi = w / (h / 100.0) ** 2
    return "BP %d/%d mmHg, HR %d bpm, Wt %.1f kg, Ht %d cm, BMI %.1f kg/m2" % (
        rng.randint(108, 168), rng.randint(62, 98), rng.randint(58, 102), w, h, bmi)


def hba1c_val(rng, c, lo=48, hi=98):
    mmol = rng.randint(lo, hi)
    pct = round(mmol / 10.929 + 2.15, 1)
    return mmol, pct


def lab_line(rng):
    items = ["Creat %d umol/L" % rng.randint(55, 160), "eGFR %d" % rng.randint(28, 110), "K+ %.1f" % rng.uniform(3.5, 5.4),
             "Na %d" % rng.randint(133, 144), "ALT %d" % rng.randint(12, 88), "TC %.1f mmol/L" % rng.uniform(3.1, 6.5),
             "LDL %.1f" % rng.uniform(1.2, 4.1), "TG %.1f" % rng.uniform(0.8, 4.5), "UACR %.1f mg/mmol" % rng.uniform(0.3, 38),
             "TSH %.2f mIU/L" % rng.uniform(0.4, 6.1), "B12 %d ng/L" % rng.randint(140, 700), "Hb %d g/L" % rng.randint(102, 162)]
    return ", ".join(rng.sample(items, rng.randint(4, 7)))


def us_lab_line(rng):
    items = ["Cr %.2f mg/dL" % rng.uniform(0.6, 1.9), "eGFR %d" % rng.randint(28, 110), "K %.1f" % rng.uniform(3.5, 5.4),
             "LDL %d mg/dL" % rng.randint(48, 160), "TG %d" % rng.randint(80, 420), "UACR %d mg/g" % rng.randint(4, 380),
             "ALT %d" % rng.randint(12, 88), "TSH %.2f" % rng.uniform(0.4, 6.1), "Hgb %.1f" % rng.uniform(10.5, 16.2)]
    return ", ".join(rng.sample(items, rng.randint(4, 6)))


def cc_block(nb, rng, c, gp=None, practice=None, extra=None):
    gp = gp or F.Staff(rng, c, "doc")
    practice = practice or rng.choice(pools.PRACTICES[c])
    nb.t("cc: ")
    nb.t(gp.ref(rng), ", ", (practice, "HOSPITAL"))
    if rng.random() < 0.6:
        a = facility_addr(rng, c)
        nb.t(", ", F.addr_pieces(a, c, rng))
    nb.blank()
    if extra:
        nb.t("    ")
        nb.ln(extra)
    return gp, practice


def transcr(nb, rng, signer, typist):
    ini_s = F.initials(signer).replace(".", "").upper()
    ini_t = F.initials(typist).replace(".", "").lower()
    nb.ln(rng.choice(["", "Dictated but not read. "]), (ini_s, "DOCTOR"), "/", (ini_t, "DOCTOR"))


def ds(rng, pt):
    """Date-style for a secondary date: usually the note's style."""
    return pt.ds if rng.random() < 0.75 else F.date_style(rng, pt.c)


def units_glucose(c):
    return "mg/dL" if c in ("US", "IN") else "mmol/L"


def glu(rng, c, lo=3.0, hi=18.0):
    v = rng.uniform(lo, hi)
    if c == "IE":
        return "%.1f" % v
    return "%d" % round(v * 18)

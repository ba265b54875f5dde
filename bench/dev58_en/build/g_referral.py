"""Genre 5: referral / authorization / claim forms rendered to text (field: value)."""
import pools
import values as V
import comments as C
from markers import m, ljust

LAYOUTS = ["referral", "prior-auth", "accident-claim"]

SERVICES = ["Cardiology", "Endocrinology", "Orthopaedics", "Neurology", "Respiratory medicine", "Gastroenterology",
            "Physiotherapy", "Memory clinic", "Diabetes education", "Electrophysiology"]
NICK = {"Margaret": "Maggie", "Katarzyna": "Kasia", "Oluwaseun": "Seun", "Alejandro": "Alex", "Guadalupe": "Lupe",
        "Dimitrios": "Jim", "Francesca": "Frankie", "Rajesh": "Raj", "Bethany": "Beth", "Abigail": "Abbie",
        "Thomas": "Tom", "Matthew": "Matt", "Daniel": "Danny", "Valentina": "Vale", "Giuseppe": "Joe", "Susan": "Sue",
        "Charlotte": "Lottie", "Vikram": "Vik", "Tomasz": "Tom", "Agnieszka": "Aga", "Elizabeth": "Liz",
        "Ananya": "Anu", "Chiamaka": "Ama", "Viliami": "Liam", "Oliver": "Ollie", "Hannah": "Han", "Rigoberto": "Rigo"}
LANGS = ["Vietnamese", "Polish", "Punjabi", "Arabic", "Spanish", "Tongan", "Cantonese", "Ukrainian", "Yoruba", "Portuguese"]


def sec(rng, st, title):
    return ["", {0: "SECTION %s" % title.upper(), 1: "== %s ==" % title, 2: "%s:" % title.upper(),
                 3: "[ %s ]" % title}[st]]


def kv(W):
    def f(k, v):
        return ljust(k + ":", W) + " " + v
    return f


def patient_fields(ctx, f, L, full=True):
    rng = ctx.rng
    p = ctx.pt
    L.append(f("Surname", m("PATIENT", p.last.upper() if rng.random() < 0.5 else p.last)) + "    Given name(s): " +
             m("PATIENT", p.first + ((" " + p.middle) if p.middle and rng.random() < 0.5 else "")))
    if rng.random() < 0.25:
        L.append(f("Preferred name", m("PATIENT", NICK.get(p.first, p.first))))
    L.append(f("Date of birth", ctx.D(p.dob)) + "    Age: " + ctx.A(rng.choice(["num", "years", "yrs"])) + "    Sex: " +
             {"M": "Male", "F": "Female"}[ctx.sex])
    L.append(f("Address", m("STREET", ctx.street)))
    L.append(f("Town/City", m("CITY", ctx.city)) + "    " + ("County" if ctx.loc == "UK" else "State/Prov") + ": " +
             m("STATE", ctx.state_abbr or ctx.state_name) + "    " + ("ZIP" if ctx.loc == "US" else "Postcode") + ": " + m("ZIP", ctx.zip))
    L.append(f("Home phone", m("PHONE", ctx.phone_home)) + "    Mobile: " + m("PHONE", ctx.phone_mobile))
    if full:
        L.append(f("Email", m("EMAIL", ctx.email)))
        L.append(f(ctx.natplan_label(), m("HEALTHPLAN", ctx.natplan)) + "    MRN: " + m("MRN", ctx.mrn))
        if rng.random() < 0.4:
            L.append(f(ctx.ssn_label(), m("SSN", ctx.ssn)))
        if rng.random() < 0.4:
            L.append(f("Interpreter", "Yes - " + rng.choice(LANGS) + "; born in " + m("COUNTRY", rng.choice(pools.OTHER_COUNTRIES))))
        else:
            L.append(f("Interpreter", "No"))
        fm = ctx.family[0]
        L.append(f("Next of kin", V.nm(fm, "FAMILY", rng.choice(["fl", "l,f"])) + " (" + fm.relation + ")  phone " + m("PHONE", fm.phone)))
        if not ctx.pediatric and rng.random() < 0.6:
            L.append(f("Occupation", m("PROFESSION", ctx.profession)) + "    Employer: " + m("ORGANIZATION", ctx.employer))


def provider_fields(ctx, f, L, p, place):
    rng = ctx.rng
    lab, lv = ctx.lic_label_value(p)
    L.append(f("Name", ctx.doc(p, rng.choice(["fl", "fml", "L,F"]))) + "    " + lab + ": " + m("LICENSE", lv))
    L.append(f("Practice", m("HOSPITAL", place)))
    L.append(f("Address", ctx.hosp_addr()))
    L.append(f("Phone", m("PHONE", ctx.clinic_phone)) + "    Fax: " + m("FAX", ctx.clinic_fax))
    if rng.random() < 0.6:
        L.append(f("Secure email", m("EMAIL", p.email)))


def referral(ctx):
    rng = ctx.rng
    st = rng.randint(0, 3)
    f = kv(rng.choice([18, 20, 22]))
    L = []
    L.append(ljust(m("HOSPITAL", ctx.clinic).upper() if rng.random() < 0.3 else m("HOSPITAL", ctx.clinic), 40) +
             " - REFERRAL FORM" + "      Fax to: " + m("FAX", ctx.hosp_fax))
    L.append("Referral ID: %s    Date of referral: %s    Priority: %s" % (
        m("IDNUM", V.ref_no(rng, rng.choice(["REF", "ER", "R"]))), ctx.D(ctx.enc),
        rng.choice(["[X] Urgent  [ ] Routine", "[ ] Urgent  [X] Routine", "[X] Semi-urgent (within 30 days)"])))
    if rng.random() < 0.5:
        L.append("Submitted via " + m("URL", ctx.url("form")))
    L += sec(rng, st, "A - Patient")
    patient_fields(ctx, f, L)
    L += sec(rng, st, "B - Referrer")
    provider_fields(ctx, f, L, ctx.staff["physician"][3], ctx.clinic)
    L += sec(rng, st, "C - Referred to")
    L.append(f("Service", rng.choice(SERVICES)))
    L.append(f("Clinician", ctx.doc(ctx.attending, rng.choice(["fl", "l"]))))
    L.append(f("Hospital", m("HOSPITAL", ctx.hosp)))
    L += sec(rng, st, "D - Clinical information")
    dx = rng.sample(pools.ICD10_PEDS if ctx.pediatric else pools.ICD10, 2)
    L.append(f("Reason", "%s %s with %s (%s)." % (ctx.A(rng.choice(["year-old", "yo", "y/o"])),
                                                  {"M": "male", "F": "female"}[ctx.sex], dx[0][1], dx[0][0])))
    for c in C.comments(ctx, "referral", rng.randint(2, 3)):
        L.append(" " * 23 + c)
    L.append(f("Diagnoses", "; ".join("%s %s" % (c, d) for c, d in dx)))
    meds = rng.sample(pools.drugs_for(ctx.loc), rng.randint(2, 4))
    L.append(f("Medications", "; ".join("%s %s %s" % (d[0], d[1], d[5]) for d in meds)))
    al = rng.choice(pools.ALLERGIES)
    L.append(f("Allergies", "%s (%s)" % (al[0], al[1]) if rng.random() < 0.7 else "NKDA"))
    t = rng.choice(pools.LAB_TESTS["misc"] + pools.LAB_TESTS["chem"])
    L.append(f("Recent results", "%s %s %s (%s); ECG %s (%s)" % (
        t[1], round(rng.uniform(t[8], t[9] * 1.6), 1), t[7] if ctx.loc != "US" else t[3], ctx.D(ctx.day(-rng.randint(3, 30))),
        rng.choice(["sinus rhythm", "AF 96 bpm", "LBBB", "1st degree AV block"]), ctx.D(ctx.day(-rng.randint(1, 10))))))
    if ctx.loc == "US" or rng.random() < 0.3:
        L += sec(rng, st, "E - Insurance")
        L.append(f("Payer", m("ORGANIZATION", ctx.insurer)))
        L.append(f("Member ID", m("HEALTHPLAN", ctx.member)) + "    Group: " + m("HEALTHPLAN", ctx.group))
        sub = ctx.family[0] if rng.random() < 0.4 else None
        if sub:
            L.append(f("Subscriber", V.nm(sub, "FAMILY", "fl") + " (" + sub.relation + ")"))
        else:
            L.append(f("Subscriber", "Self"))
    L.append("")
    L.append("Referrer signature: " + ctx.doc(ctx.staff["physician"][3], "fl") + "    Date: " + ctx.D(ctx.enc))
    L.append("Office contact: " + V.nm(ctx.staff["clerk"][0], "DOCTOR", rng.choice(["fl", "f"])) + ", ext " +
             m("PHONE", V.digits(rng, 4)))
    return L


def prior_auth(ctx):
    rng = ctx.rng
    loc = ctx.loc
    f = kv(22)
    title = {"US": "PRIOR AUTHORIZATION REQUEST", "UK": "INDIVIDUAL FUNDING / PRE-AUTHORISATION REQUEST",
             "CA": "SPECIAL AUTHORITY / PRE-APPROVAL REQUEST", "AU": "PRE-APPROVAL REQUEST (PRIVATE COVER)"}[loc]
    L = [title + " - " + m("ORGANIZATION", ctx.insurer)]
    L.append("Fax completed form to " + m("FAX", V.phone(rng, loc)) + " or submit online at " + m("URL", "www." + rng.choice(
        ["example.com", "example.org", "example.net"]) + "/" + rng.choice(["priorauth", "preapproval", "provider/auth"])))
    L.append("Request #: " + m("IDNUM", V.ref_no(rng, "PA")) + "    Date received: " + ctx.D(ctx.enc) + "    Urgency: " +
             rng.choice(["Standard", "Expedited (72h)"]))
    L += ["", "MEMBER INFORMATION"]
    L.append(f("Member name", ctx.ptname(rng.choice(["l,f", "L,F", "fl"]))))
    L.append(f("Member ID", m("HEALTHPLAN", ctx.member)) + "    Group #: " + m("HEALTHPLAN", ctx.group))
    L.append(f("Date of birth", ctx.D(ctx.pt.dob)) + "    Age: " + ctx.A("num"))
    L.append(f("Address", ctx.addr_line()))
    L.append(f("Phone", m("PHONE", ctx.phone_mobile)))
    pcp = ctx.staff["physician"][3]
    L.append(f("Primary care", ctx.doc(pcp, "fl") + ", " + m("HOSPITAL", ctx.clinic)))
    L += ["", "REQUESTING PROVIDER"]
    req = ctx.attending
    L.append(f("Provider", ctx.doc(req, rng.choice(["fl", "L,F"]))))
    if loc == "US":
        L.append(f("NPI", m("LICENSE", req.lic["npi"])) + "    DEA: " + m("LICENSE", req.lic["dea"]) + "    TIN: " +
                 m("IDNUM", V.digits(rng, 2) + "-" + V.digits(rng, 7)))
    else:
        lab, lv = ctx.lic_label_value(req)
        L.append(f(lab, m("LICENSE", lv)))
    L.append(f("Facility", m("HOSPITAL", ctx.hosp)) + "    Tel: " + m("PHONE", with_ext(ctx)))
    cont = ctx.staff["clerk"][1]
    L.append(f("Office contact", V.nm(cont, "DOCTOR", rng.choice(["fl", "f", "l,f"])) + "    Direct: " + m("PHONE", with_ext(ctx))))
    L += ["", "SERVICE REQUESTED"]
    L.append(ljust("CPT/Item", 10) + ljust("Description", 52) + ljust("Units", 6) + "ICD-10")
    for code, desc in rng.sample(pools.CPT, rng.randint(1, 3)):
        L.append(ljust(code, 10) + ljust(desc[:50], 52) + ljust(str(rng.randint(1, 3)), 6) + rng.choice(pools.ICD10)[0])
    a, b = ctx.day(rng.randint(5, 20)), ctx.day(rng.randint(25, 90))
    L.append(f("Dates of service", ctx.D(a) + " - " + ctx.D(b)))
    L.append(f("Place of service", m("HOSPITAL", rng.choice([ctx.hosp, ctx.hosp2, ctx.clinic]))))
    L += ["", "CLINICAL JUSTIFICATION"]
    fail = rng.sample(pools.drugs_for(loc), 2)
    L.append("Failed trials of %s (%s) and %s (%s). %s" % (
        fail[0][0], m("DATE", V.fdate(ctx.day(-rng.randint(200, 700)), "mon y")), fail[1][0],
        m("DATE", V.fdate(ctx.day(-rng.randint(30, 180)), "month y")), C.comment(ctx, "referral")))
    L.append(C.comment(ctx, "referral"))
    L += ["", "DETERMINATION (payer use only)"]
    rev = rng.choice(ctx.staff["physician"][1:3])
    L.append(f("Decision", rng.choice(["APPROVED", "APPROVED - modified units", "PENDED for records", "DENIED - not medically necessary"])))
    L.append(f("Reviewer", V.nm(rev, "DOCTOR", "fl") + ", Medical Director") + "    Date: " + ctx.D(ctx.day(rng.randint(1, 4))))
    L.append(f("Authorization #", m("IDNUM", V.ref_no(rng, "AUTH"))) + "    Valid " + ctx.D(a) + " to " + ctx.D(b))
    return L


def with_ext(ctx):
    return V.with_ext(ctx.rng, V.phone(ctx.rng, ctx.loc))


def accident(ctx):
    rng = ctx.rng
    loc = ctx.loc
    f = kv(24)
    mva = rng.random() < 0.7
    ins = rng.choice(pools.MOTOR_INSURERS) if mva else ctx.insurer
    L = [("MOTOR VEHICLE ACCIDENT CLAIM - TREATING PRACTITIONER REPORT" if mva else "WORKPLACE INJURY CLAIM - MEDICAL CERTIFICATE")]
    L.append("Insurer: " + m("ORGANIZATION", ins) + "    Claim no: " + m("IDNUM", V.ref_no(rng, rng.choice(["CLM", "MV", "WC"]))))
    adj = ctx.person()
    L.append("Case manager: " + V.nm(adj, "FAMILY", rng.choice(["fl", "f.l"])) + "  tel " + m("PHONE", V.with_ext(rng, V.phone(rng, loc)))
             + "  email " + m("EMAIL", ctx.email_for(adj, staff=False)))
    L += ["", "1. CLAIMANT"]
    patient_fields(ctx, f, L, full=False)
    L.append(f("Driver licence", m("LICENSE", V.driver_licence(rng, loc, ctx.pt))) + "    " + ctx.natplan_label() + ": " +
             m("HEALTHPLAN", ctx.natplan))
    L.append(f("Occupation", m("PROFESSION", ctx.profession)) + "    Employer: " + m("ORGANIZATION", ctx.employer))
    inj = ctx.day(-rng.randint(2, 40))
    L += ["", "2. INCIDENT"]
    L.append(f("Date of injury", ctx.D(inj, rng.choice([ctx.dstyle, "wd long us" if loc == "US" else "wd long intl"]))) +
             "    Time: " + V.rand_time(rng))
    if mva:
        L.append(f("Location", "near " + m("LOCATION_OTHER", rng.choice(pools.LANDMARK_CLEAN)) + ", " + m("CITY", rng.choice(pools.LOCALES[loc]["cities"])[0])))
        L.append(f("Claimant role", rng.choice(["Driver", "Front-seat passenger", "Rear passenger", "Cyclist", "Pedestrian"])))
        L.append(f("Vehicle", rng.choice(["silver hatchback", "white utility vehicle", "blue sedan", "grey SUV", "motorcycle"]) +
                   "    Plate: " + m("VEHICLE", V.plate(rng, loc)) + "    VIN: " + m("VEHICLE", V.vin(rng))))
        L.append(f("Other vehicle plate", m("VEHICLE", V.plate(rng, loc)) + "    Police report no: " + m("IDNUM", V.ref_no(rng, "PR"))))
        L.append(f("Mechanism", rng.choice(["rear-end collision at approx 50 km/h, airbags deployed",
                                            "T-bone at intersection, driver side impact", "single vehicle rollover",
                                            "struck by reversing vehicle in car park"])))
    else:
        L.append(f("Location", m("ORGANIZATION", ctx.employer) + " site, " + m("STREET", ctx.street_line(unit=False)) + ", " +
                   m("CITY", rng.choice(pools.LOCALES[loc]["cities"])[0])))
        L.append(f("Mechanism", rng.choice(["fall from ladder approx 2 m", "lifting injury, 25 kg box", "hand caught in conveyor",
                                            "slip on wet floor"])))
        L.append(f("Supervisor", V.nm(ctx.person(), "FAMILY", "fl") + "  tel " + m("PHONE", V.phone(rng, loc))))
    L += ["", "3. TREATMENT"]
    L.append(f("First attended", m("HOSPITAL", ctx.hosp) + " ED on " + ctx.D(inj)))
    L.append(f("Ambulance case no", m("IDNUM", V.ref_no(rng, "AMB"))) if rng.random() < 0.5 else f("Ambulance", "self-presented"))
    inj_codes = rng.sample([x for x in pools.ICD10 if x[0][0] in "SV"] + [("M54.2", "Cervicalgia"), ("S13.4XXA", "Sprain of ligaments of cervical spine, initial encounter")], 2)
    for code, desc in inj_codes:
        L.append(f("Injury", "%s - %s" % (code, desc)))
    L.append(f("Imaging", "%s at %s on %s, accession %s" % (rng.choice(["CT C-spine", "XR chest", "MRI lumbar spine", "XR wrist"]),
                                                            m("HOSPITAL", ctx.hosp2), ctx.D(ctx.day(-rng.randint(1, 20))),
                                                            m("IDNUM", V.accession(rng)))))
    L.append(f("Capacity for work", rng.choice(["Unfit for work", "Modified duties", "Fit for pre-injury duties"]) + " from " +
               ctx.D(ctx.day(-1)) + " to " + ctx.D(ctx.day(rng.randint(7, 42)))))
    L.append(f("Comments", C.comment(ctx, "referral")))
    L += ["", "4. PRACTITIONER"]
    provider_fields(ctx, f, L, ctx.staff["physician"][3], ctx.clinic)
    L.append("Signed: " + ctx.doc(ctx.staff["physician"][3], "fl") + "    Date: " + ctx.D(ctx.enc))
    return L


def build(ctx, layout):
    if layout == "referral":
        L = referral(ctx)
    elif layout == "prior-auth":
        L = prior_auth(ctx)
    else:
        L = accident(ctx)
    return "\n".join(L) + "\n"

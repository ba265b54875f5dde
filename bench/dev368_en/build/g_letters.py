"""Letters: PSA referral, urology clinic letter, radiotherapy referral."""
from case import D, DT, addr, age, dname, full, pname
from common import (a_an, fam_hist, gleason, gp_label, hard_neg, hosp_letterhead, ids_inline,
                    psa_series, pt_header, risk, sig, social, travel, typist)
from core import P, add_days, digits, fmt_date, letters, month_style, num_words, pattern, vehicle
import pools_places as PL

DRE = ["smooth, benign-feeling, approx 30 g", "enlarged, benign feel, no nodules",
       "firm nodule left lobe", "asymmetric, possible nodule right base", "hard irregular gland",
       "not performed (patient declined)", "moderately enlarged, smooth, sulcus preserved"]
PMH = ["T2DM (diet controlled)", "hypertension", "AF on apixaban", "IHD, CABG x3", "COPD",
       "osteoarthritis both knees", "hypercholesterolaemia", "gout", "CKD stage 3a",
       "previous TURP", "OSA on CPAP", "hypothyroidism", "depression", "L inguinal hernia repair"]
MEDS = ["amlodipine 5 mg OD", "atorvastatin 40 mg ON", "metformin 500 mg BD", "ramipril 2.5 mg OD",
        "tamsulosin 400 micrograms OD", "finasteride 5 mg OD", "apixaban 5 mg BD", "levothyroxine 75 mcg",
        "omeprazole 20 mg OD", "bisoprolol 2.5 mg OD", "allopurinol 100 mg OD", "aspirin 75 mg OD"]


def _pick(rng, pool, lo, hi):
    return sorted(rng.sample(pool, rng.randint(lo, hi)))


def _psa_rows(rng, n, c, indent="  "):
    for d, v in psa_series(rng, c):
        n.ln(indent + "{d}   {v} ng/mL", d=DT(c, d), v="%.1f" % v)


def psa_referral(rng, n, c):
    k = c.k
    ct = c.country
    form = "form" if ct == "GB" and rng.random() < 0.7 else ("consult" if ct in ("US", "CA") else "letter")
    if form == "form":
        n.ln("{p}", p=P("HOSPITAL", c.practice))
        n.ln("{a}", a=addr(c, c.pr_place))
        n.ln("Tel: {t}   Fax: {f}   Email: {e}", t=P("PHONE", c.pr_tel), f=P("FAX", c.pr_fax), e=P("EMAIL", c.pr_email))
        n.ln("")
        n.ln("SUSPECTED CANCER REFERRAL - UROLOGY (PROSTATE) - NG12")
        n.ln("e-RS UBRN: {u}      Date of referral: {d}", u=P("IDNUM", "%s %s %s" % (digits(rng, 4), digits(rng, 4), digits(rng, 4))),
             d=D(c, c.ref))
        n.ln("To: Urology 2WW triage, {h}", h=P("HOSPITAL", c.hosp))
        n.ln("")
        n.ln("PATIENT DETAILS")
        n.ln("Surname: {s}    Forename(s): {f}", s=P("PATIENT", c.last.upper()), f=P("PATIENT", c.first + " " + c.middle))
        n.ln("DOB: {d}    Age: {a}    Gender: Male", d=DT(c, c.dob), a=age(c))
        n.ln("NHS number: {x}    {h}: {m}", x=P("MRN", c.nat[1]), h=c.mrn[0], m=P("MRN", c.mrn[1]))
        n.ln("Address: {a}", a=addr(c, c.home, county=True))
        n.ln("Home tel: {t}    Mobile: {m}    OK to leave message: Y", t=P("PHONE", c.tel), m=P("PHONE", c.mob))
        if rng.random() < 0.6:
            n.ln("Email (consent given): {e}", e=P("EMAIL", c.email))
        n.ln("Interpreter required: " + ("Yes - %s" % c.lang if c.lang else "No"))
        n.ln("Next of kin: {f} ({r}) - {p}", f=P("FAMILY", c.nok.first + " " + c.nok.last), r=c.nok.rel,
             p=P("PHONE", c.nok.phone))
        n.ln("Usual GP: {g}", g=dname(rng, c.gp, "tfull"))
        n.ln("")
        n.ln("REASON FOR REFERRAL")
        dre = rng.choice(DRE)
        n.ln("[X] PSA above age-specific threshold   [%s] Abnormal DRE   [ ] Visible haematuria" %
             ("X" if ("nodule" in dre or "hard" in dre) else " "))
        n.ln("PSA results:")
        _psa_rows(rng, n, c)
        n.ln("Age-specific thresholds used: 50-69 yrs >3.0 ng/mL; 70 yrs and over >5.0 ng/mL.")
        n.ln("Urine dip negative; no ejaculation or vigorous exercise in the 48 h before sampling.")
        n.ln("DRE: " + dre + ".")
        n.ln("LUTS: nocturia x%d, hesitancy, poor stream. IPSS %d." % (rng.randint(1, 4), k.ipss))
        n.ln("PMH: " + "; ".join(_pick(rng, PMH, 2, 4)))
        n.ln("Medication: " + ", ".join(_pick(rng, MEDS, 2, 5)))
        n.ln("Allergies: " + rng.choice(["NKDA", "penicillin (rash)", "trimethoprim", "codeine - vomiting"]))
        fam_hist(rng, n, c)
        social(rng, n, c)
        n.ln("WHO performance status: %d" % k.ps)
        pre, tc = travel(rng, c)
        a = add_days(c.ref, rng.randint(10, 40))
        if rng.random() < 0.6:
            n.ln("Availability: away {a} - {b} ({pre}{t}); otherwise available at short notice.",
                 a=D(c, a, "d Mon"), b=D(c, add_days(a, rng.randint(5, 16)), "d Mon Y"), pre=pre, t=P("COUNTRY", tc))
        n.ln("Patient informed this is an urgent suspected cancer referral and given leaflet: Yes")
        n.ln("")
        n.ln("Referring clinician: {g}    {l} {v}", g=dname(rng, c.gp, "tfull"), l=c.gp.lic[0], v=P("LICENSE", c.gp.lic[1]))
        n.ln("Generated {d} {t} by {u}", d=DT(c, c.ref), t="%02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)),
             u=P("USERNAME", c.gp.user))
        return
    if form == "consult":
        n.ln("{p}", p=P("HOSPITAL", c.practice))
        n.ln("{a}", a=addr(c, c.pr_place))
        n.ln("Phone {t} | Fax {f}", t=P("PHONE", c.pr_tel), f=P("FAX", c.pr_fax))
        n.ln("")
        n.ln(rng.choice(["REFERRAL FOR SPECIALTY CONSULTATION", "CONSULTATION REQUEST - UROLOGY", "Outgoing Referral"]))
        n.ln("Referral #: {r}    Date: {d}    Priority: Urgent", r=P("IDNUM", "REF-" + digits(rng, 7)), d=D(c, c.ref))
        n.ln("Refer to: {h} - {u}", h=P("HOSPITAL", c.priv), u=dname(rng, c.uro, "tfull"))
        n.ln("Fax to: {f}", f=P("FAX", c.hosp_fax))
        n.ln("")
        pt_header(rng, n, c, plan=False, ssn=False)
        n.ln("Insurance: {i}", i=P("ORGANIZATION", c.insurer))
        for lab, val in c.plans:
            n.ln("  {l}: {v}", l=lab, v=P("HEALTHPLAN", val))
        if c.ssn and rng.random() < 0.8:
            n.ln("{l}: {v}", l=c.ssn[0], v=P("SSN", c.ssn[1]))
        if ct == "US" and rng.random() < 0.7:
            n.ln("Prior authorization #: {a} (valid 90 days)", a=P("IDNUM", "PA" + digits(rng, 8)))
        n.ln("")
        n.ln("Diagnosis codes: R97.20 Elevated PSA; N40.1 BPH with LUTS")
        n.ln("Reason: rising PSA, please evaluate for prostate MRI / biopsy.")
        n.ln("PSA trend:")
        _psa_rows(rng, n, c, "  - ")
        n.ln("DRE ({d}): {x}.", d=D(c, c.d["psa2"]), x=rng.choice(DRE))
        hard_neg(rng, n, 2)
        fam_hist(rng, n, c, "Family hx: ")
        social(rng, n, c, "Social hx: ")
        n.ln("")
        n.ln("Referring provider: {g}", g=dname(rng, c.gp, "tfull"))
        n.ln("{l}: {v}", l=c.gp.lic[0], v=P("LICENSE", c.gp.lic[1]))
        if rng.random() < 0.5:
            n.ln("Direct line {t} | {e}", t=P("PHONE", c.pr_tel), e=P("EMAIL", c.gp.email))
        return
    # letter
    n.ln("{p}", p=P("HOSPITAL", c.practice))
    n.ln("{a}", a=addr(c, c.pr_place, county=False))
    n.ln("Ph {t}  Fax {f}", t=P("PHONE", c.pr_tel), f=P("FAX", c.pr_fax))
    n.ln("")
    n.ln("{d}", d=D(c, c.ref))
    n.ln("")
    n.ln("{u}", u=dname(rng, c.uro, "tfull"))
    n.ln("Urologist")
    n.ln("{h}", h=P("HOSPITAL", c.priv if rng.random() < 0.5 else c.hosp))
    n.ln("{a}", a=addr(c, c.hosp_place, county=False))
    n.ln("")
    n.ln("Dear {u},", u=dname(rng, c.uro, "tlast"))
    n.ln("")
    n.ln("Re: {p}   DOB {d}", p=pname(c, "tfull"), d=D(c, c.dob))
    n.ln("{a}", a=addr(c, c.home))
    n.ln("{x}", x=ids_inline(rng, c, with_ssn=(ct == "IE" and rng.random() < 0.5)))
    n.ln("Ph {t} (home), {m} (mobile)", t=P("PHONE", c.tel), m=P("PHONE", c.mob))
    n.ln("")
    pts = psa_series(rng, c, 3)
    if rng.random() < 0.3:
        agep = ["aged ", P("AGE", num_words(c.age)), ", %s " % ("a" if c.job_retired else a_an(c.job))]
    else:
        agep = ["an " if str(c.age)[0] == "8" else "a ", age(c), "-year-old "]
    n.ln("Thank you for seeing {p}, {ag}{r}{j} who has a rising PSA: {v0} ng/mL in {d0}, "
         "{v1} on {d1} and {v2} on {d2}. Free/total ratio {fr}.",
         p=pname(c, "title"), ag=agep,
         r="retired " if c.job_retired else "", j=P("PROFESSION", c.job),
         v0="%.1f" % pts[0][1], d0=D(c, pts[0][0], "Month Y" if rng.random() < 0.5 else "Mon Y"),
         v1="%.1f" % pts[1][1], d1=DT(c, pts[1][0]), v2="%.1f" % pts[2][1], d2=DT(c, pts[2][0]),
         fr="0.%02d" % rng.randint(8, 24))
    n.ln("He has %s lower urinary tract symptoms (IPSS %d) and no haematuria. DRE: %s." %
         (rng.choice(["mild", "moderate", "minimal"]), k.ipss, rng.choice(DRE)))
    fam_hist(rng, n, c, "")
    n.ln("Past history: " + ", ".join(_pick(rng, PMH, 1, 4)) + ". Medications: " + ", ".join(_pick(rng, MEDS, 1, 4)) + ".")
    hard_neg(rng, n, 1)
    if rng.random() < 0.6:
        n.ln("He would prefer appointments after {d} as he is caring for his {r} {f}, who is having surgery.",
             d=D(c, add_days(c.ref, rng.randint(7, 21)), "d Month"), r=c.nok.rel, f=P("FAMILY", c.nok.first))
    if ct in ("AU", "NZ") and rng.random() < 0.5:
        n.ln("He holds private cover with {i} (member {m}).", i=P("ORGANIZATION", c.insurer),
             m=P("HEALTHPLAN", digits(rng, 8)))
    n.ln("")
    n.ln(rng.choice(["Yours sincerely,", "Kind regards,", "Many thanks,"]))
    n.ln("")
    n.ln("{g}", g=dname(rng, c.gp, "tfull"))
    n.ln("{l} {v}", l=c.gp.lic[0], v=P("LICENSE", c.gp.lic[1]))
    if rng.random() < 0.5:
        n.ln("cc: {p}", p=pname(c, "tfull"))


def clinic_letter(rng, n, c):
    k = c.k
    ct = c.country
    hosp_letterhead(rng, n, c, unit="Department of Urology")
    n.ln(("Consultant" if ct not in ("US", "CA") else "Attending") + ": {u}    Secretary: {s}  {t}", u=dname(rng, c.uro, "tfull"), s=P("DOCTOR", c.sec.first + " " + c.sec.last),
         t=P("PHONE", c.cns_tel))
    n.ln("Clinic date: {d}    Typed: {t}", d=D(c, "clinic"), t=DT(c, add_days(c.d["clinic"], rng.randint(1, 6))))
    n.ln("")
    n.ln("{g}", g=dname(rng, c.gp, "tfull"))
    n.ln("{p}", p=P("HOSPITAL", c.practice))
    n.ln("{a}", a=addr(c, c.pr_place, sep="\n"))
    n.ln("")
    n.ln("Dear {g},", g=dname(rng, c.gp, rng.choice(["tlast", "first"])))
    n.ln("")
    n.ln("Re: {p}, DOB {d}, {x}", p=pname(c, rng.choice(["tfull", "caps", "full"])), d=D(c, c.dob),
         x=ids_inline(rng, c, sep=", ", with_plan=False))
    n.ln("{a}", a=addr(c, c.home))
    n.ln("")
    post = k.plan == "RALP" and rng.random() < 0.45
    if post:
        op = c.d["tx"]
        n.ln("Diagnosis: Prostate adenocarcinoma, pT%s N0, %s; robotic radical prostatectomy" %
             (rng.choice(["2", "2", "3a"]), gleason(rng, k)))
        n.ln("Date of surgery: {d}", d=D(c, op))
        n.ln("Margins: %s. Nodes 0/%d." % (rng.choice(["negative", "focal positive at apex (1 mm)"]), rng.randint(6, 19)))
        aus = rng.random() < 0.3
        fu = add_days(op, rng.randint(520, 720) if aus else rng.randint(40, 120))
        psa = rng.choice(["<0.03", "<0.01", "0.04", "<0.02"])
        n.ln("")
        n.ln("I reviewed {p} today, {w} after his surgery, with his {r} {f}. His PSA from {d} is {v} ug/L.",
             p=pname(c, "title"), w=("%d weeks" % ((fu - op).days // 7)) if not aus else ("%d months" % ((fu - op).days // 30)), r=c.nok.rel, f=P("FAMILY", c.nok.first), d=DT(c, fu), v=psa)
        n.ln("Continence: %s. Erectile function: %s." % (
            rng.choice(["dry by day, 1 safety pad at night", "2-3 pads/day, improving with pelvic floor exercises",
                        "fully continent", "ongoing stress incontinence, 4 pads/day"]),
            rng.choice(["on tadalafil 5 mg OD, partial erections", "not yet returned, vacuum device offered",
                        "satisfactory with sildenafil 100 mg"])))
        if aus:
            n.ln("Because of persistent stress incontinence he had an artificial urinary sphincter (AMS 800, SN {s}) "
                 "sited at {h} in {y}; cuff functioning well.",
                 s=P("DEVICE", "AMS" + digits(rng, 7)), h=P("HOSPITAL", c.priv),
                 y=D(c, add_days(op, rng.randint(380, 470)), month_style(rng, ct)))
        n.ln("He hopes to return to work as {aa} {j} at {e} next month.", aa=a_an(c.job), j=P("PROFESSION", c.job),
             e=P("ORGANIZATION", c.employer)) if not c.job_retired else n.ln(
            "He is keen to get back to bowls and has joined the {o}.", o=P("ORGANIZATION", c.support))
        n.ln("Plan: PSA every %s (next due {d}), review with the CNS team." % ("6 months" if aus else "3 months for the first year"),
             d=D(c, add_days(fu, 182 if aus else 91), "d Month Y" if ct not in ("US", "CA") else "Month d, Y"))
    else:
        n.ln("Diagnosis: %s prostate cancer, %s, %s" % (rng.choice(["Localised", "Clinically localised"]), gleason(rng, k), risk(k)))
        n.ln("PSA {v} ng/mL ({d}); prostate volume {vol} mL; PSA density {pd}", v="%.1f" % k.psa, d=DT(c, "psa2"),
             vol=str(k.vol), pd="%.2f" % k.psad)
        n.ln("MRI {d}: PI-RADS {p} lesion, {s} {z} {l}, {mm} mm", d=DT(c, "mri"), p=str(k.pirads), s=k.side, z=k.zone,
             l=k.level, mm=str(k.size))
        n.ln("Transperineal biopsy {d}: {pos}/{cores} cores positive, max CCL {ccl} mm", d=DT(c, "bx"),
             pos=str(k.pos), cores=str(k.cores), ccl=str(k.ccl))
        n.ln("MDT {d}: {o}", d=DT(c, "mdt"), o={"AS": "suitable for active surveillance",
                                                "RALP": "radical treatment - surgery or radiotherapy",
                                                "RT": "radical radiotherapy with short-course ADT",
                                                "ADT": "ADT and oncology referral",
                                                "discharge": "no significant cancer - PSA monitoring in primary care"}[k.plan])
        n.ln("")
        n.ln("I saw {p} in clinic today{w} to discuss his results. He is {aa} {a} year old {r}{j}.",
             p=pname(c, rng.choice(["title", "tfull"])),
             w=[" with his %s, " % c.nok.rel, P("FAMILY", c.nok.first), ","] if rng.random() < 0.7 else "",
             aa="an" if str(c.age)[0] == "8" else "a", a=age(c), r="retired " if c.job_retired else "",
             j=P("PROFESSION", c.job))
        if k.plan == "AS":
            n.ln("We discussed active surveillance in detail, including the evidence from ProtecT, and he is happy to proceed. "
                 "Protocol: PSA 3-monthly in year 1, MRI at 12 months, re-biopsy if progression.")
        elif k.plan in ("RALP", "RT"):
            n.ln("We discussed robotic radical prostatectomy versus external beam radiotherapy with 6 months of ADT. "
                 "I explained the risks of stress incontinence, erectile dysfunction, and for radiotherapy, bowel toxicity. "
                 "He is leaning towards %s." % ("surgery" if k.plan == "RALP" else "radiotherapy"))
            if k.plan == "RT":
                n.ln("I have therefore referred him to {o} at {cc}.", o=dname(rng, c.onc, "tfull"), cc=P("HOSPITAL", c.cc))
            else:
                n.ln("He has been listed for RALP at {h}; provisional date {d}.", h=P("HOSPITAL", c.hosp), d=D(c, "tx"))
        elif k.plan == "ADT":
            n.ln("Given the PSMA findings we have started ADT today and referred him on to {o} for consideration of "
                 "docetaxel or an ARPI (abiraterone / enzalutamide).", o=dname(rng, c.onc, "tfull"))
        else:
            n.ln("Reassuringly the biopsy showed no cancer. I have discharged him to your care with annual PSA; please "
                 "re-refer if PSA rises above %.1f ng/mL." % (k.psa + 2))
        fam_hist(rng, n, c, "Family history: ")
        social(rng, n, c, "")
        hard_neg(rng, n, 1)
    if rng.random() < 0.5:
        pre, tc = travel(rng, c)
        n.ln("He is travelling to {pre}{t} over {h}; we will work around this.", pre=pre, t=P("COUNTRY", tc),
             h=P("DATE", rng.choice(["Christmas", "Easter", "New Year", "Diwali", "Eid", "Thanksgiving" if ct in ("US", "CA") else "Boxing Day"])) if rng.random() < 0.7 else "the next month")
    n.ln("He has the direct line for our specialist nurse {cn} ({t}).", cn=dname(rng, c.cns, rng.choice(["full", "first"])),
         t=P("PHONE", c.cns_tel))
    n.ln("")
    n.ln("Yours sincerely,")
    sig(rng, n, c, c.uro, "Consultant Urological Surgeon" if ct not in ("US", "CA") else "Urologic Oncology", contact=False)
    n.ln("")
    n.ln("cc: {p}, {a}", p=pname(c, "tfull"), a=addr(c, c.home))
    if rng.random() < 0.4:
        n.ln("cc: {o}, {cc}", o=dname(rng, c.onc, "tinit"), cc=P("HOSPITAL", c.cc))
    typist(rng, n, c, c.uro)


def rt_referral(rng, n, c):
    k = c.k
    ct = c.country
    n.ln(rng.choice(["Radiation Oncology Referral", "RADIATION ONCOLOGY CONSULT REQUEST"] if ct in ("US", "CA") else
                    ["REFERRAL TO CLINICAL ONCOLOGY - RADICAL PROSTATE RADIOTHERAPY", "Radiation Oncology Referral",
                     "RADIOTHERAPY REFERRAL FORM (UROLOGY)"]))
    n.ln("To: {o}, {cc}", o=dname(rng, c.onc, "tfull"), cc=P("HOSPITAL", c.cc))
    n.ln("From: {u}, {h}", u=dname(rng, c.uro, rng.choice(["tfull", "tinit"])), h=P("HOSPITAL", c.hosp))
    n.ln("Date of referral: {d}    Referral ID: {r}", d=D(c, add_days(c.d["clinic"], rng.randint(0, 5))),
         r=P("IDNUM", rng.choice(["RT", "ONC", "RO"]) + "-" + digits(rng, 6)))
    n.ln("")
    n.ln("1. PATIENT")
    pt_header(rng, n, c, plan=True, ssn=(ct in ("US", "CA") and rng.random() < 0.6))
    n.ln("NOK: {f} ({r}), {p}", f=P("FAMILY", c.nok.first + " " + c.nok.last), r=c.nok.rel, p=P("PHONE", c.nok.phone))
    if c.lang:
        n.ln("Language: %s - interpreter to be booked for planning and consent." % c.lang)
    n.ln("Transport: " + rng.choice(["drives himself", "will be driven by family", "requires hospital transport on some days"]))
    if rng.random() < 0.75:
        reg = vehicle(rng, ct, PL.VEHICLE_FMT[ct])
        n.ln("Daily parking permit requested - vehicle registration {v}{x}.", v=P("VEHICLE", reg),
             x=[" (", rng.choice(["silver", "blue", "white", "black"]), " ", rng.choice(["Toyota Corolla", "Ford Ranger", "VW Golf", "Honda CR-V", "Hyundai i30"]), ")"] if rng.random() < 0.5 else "")
    if rng.random() < 0.3:
        bk = rng.choice([("palm-vein ID ", "PV"), ("fingerprint template ", "FP")])
        n.ln("Daily ID check at the linac: photo plus {b}.", b=[bk[0], P("BIOID", bk[1] + "-" + digits(rng, 7))])
    if ct in ("US",) and rng.random() < 0.5:
        n.ln("Photo ID on file: driver's license {l} ({s})", l=P("LICENSE", letters(rng, 1) + digits(rng, 8)),
             s=P("STATE", c.home.region))
    n.ln("")
    n.ln("2. DIAGNOSIS AND STAGING")
    n.ln("Adenocarcinoma prostate, {g}; {r}", g=gleason(rng, k), r=risk(k))
    n.ln("Presenting PSA {v} ng/mL on {d}", v="%.1f" % k.psa, d=D(c, "psa2"))
    n.ln("mpMRI ({d}, {h}): PI-RADS {p}, {s} {z}, EPE Likert {e}/5, SV {sv}, nodes negative",
         d=DT(c, "mri"), h=P("HOSPITAL", c.img), p=str(k.pirads), s=k.side, z=k.zone, e=str(k.lik_epe),
         sv=rng.choice(["clear", "clear", "equivocal on left"]))
    n.ln("Biopsy: {h} specimen {s}, {pos}/{cores} cores", h=P("HOSPITAL", c.lab),
         s=P("IDNUM", rng.choice(["S", "H", "NP"]) + "%02d-%s" % (c.d["bx"].year % 100, digits(rng, 5))),
         pos=str(k.pos), cores=str(k.cores))
    st = rng.choice(["PSMA PET-CT", "bone scan + CT CAP", "PSMA PET-CT"])
    n.ln("{st} {d}: no nodal or distant disease. Clinical stage {t} N0 M0 (TNM 8th ed).", st=st,
         d=DT(c, add_days(c.d["mdt"], -rng.randint(1, 6))), t=k.ct)
    n.ln("MDT {d}: recommended radical RT {a}.", d=DT(c, "mdt"),
         a=rng.choice(["+ 6/12 ADT", "+ 24 months ADT", "alone", "+ short-course ADT"]))
    n.ln("")
    n.ln("3. TREATMENT TO DATE")
    adt = add_days(c.d["clinic"], rng.randint(0, 10))
    drug = rng.choice(["Zoladex 10.8 mg SC", "Prostap 3 DCS 11.25 mg", "Decapeptyl SR 22.5 mg", "degarelix 240 mg loading",
                       "Eligard 45 mg", "leuprorelin 22.5 mg"])
    n.ln("ADT: bicalutamide 50 mg flare cover from {a}, {dr} given {b}.", a=DT(c, add_days(adt, -7)), dr=drug, b=DT(c, adt))
    if rng.random() < 0.6:
        n.ln("Fiducial markers: 3 gold seeds inserted transperineally {d} (lot {l}); hydrogel spacer {sp}.",
             d=DT(c, add_days(adt, rng.randint(14, 40))), l=P("DEVICE", pattern(rng, "NNNN-NNNL")),
             sp=["lot ", P("DEVICE", "SO" + digits(rng, 7))] if rng.random() < 0.6 else "not placed")
    n.ln("")
    n.ln("4. COMORBIDITIES / RT-RELEVANT HISTORY")
    items = rng.sample(["Left total hip replacement", "Permanent pacemaker", "Ulcerative colitis (quiescent)",
                        "Previous TURP", "T2DM", "Haemorrhoids", "Anticoagulated (apixaban)"], 3)
    for it in sorted(items):
        if it == "Left total hip replacement":
            n.ln("- {i} {y} (stem SN {s}) - plan beam angles to avoid prosthesis", i=it,
                 y=P("DATE", str(add_days(c.ref, -365 * rng.randint(2, 15)).year)), s=P("DEVICE", "DP" + digits(rng, 8)))
        elif it == "Permanent pacemaker":
            n.ln("- {i} (Medtronic Azure, serial {s}), pacing-dependent: {pd}; cardiac physiology to review",
                 i=it, s=P("DEVICE", "PJN" + digits(rng, 6) + "S"), pd=rng.choice(["no", "yes"]))
        else:
            n.ln("- " + it)
    n.ln("Baseline IPSS %d, IIEF-5 %d, bowel function normal. ECOG %d." % (k.ipss, k.iief, k.ps))
    social(rng, n, c, "Social: ")
    n.ln("")
    n.ln("Proposed: " + rng.choice(["60 Gy in 20 fractions (CHHiP)", "36.25 Gy in 5 fractions SABR (PACE)",
                                     "78 Gy in 39 fractions", "HDR boost 15 Gy x1 + EBRT 46 Gy/23#"]) +
         ", at the discretion of the oncologist.")
    if ct in ("US", "AU", "ZA") and rng.random() < 0.7:
        n.ln("Funding: {i}, {l} {v}; pre-authorisation ref {r}", i=P("ORGANIZATION", c.insurer), l=c.plans[0][0],
             v=P("HEALTHPLAN", c.plans[0][1]), r=P("IDNUM", "AUTH" + digits(rng, 7)))
    n.ln("")
    sig(rng, n, c, c.uro, "Consultant Urologist" if ct not in ("US", "CA") else "Urologist", lic=True)
    if rng.random() < 0.5:
        n.ln("Please send appointment to the patient and copy to the CNS team: {e}", e=P("EMAIL", c.team_email))

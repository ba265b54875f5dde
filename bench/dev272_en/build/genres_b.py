"""Genres: access applications (SAS-B / AP / UK governance / CA medical document /
US state certification); specialist pharmacy dispensing records."""
from core import P
import fmt
import context as X
import gcommon as G


def _kv(b, rng, key, *val):
    w = getattr(b, "kvw", 0)
    k = key + ":"
    b.line(k.ljust(w) + (" " if len(k) >= w else ""), *val)


def _au_application(b, ctx, rng):
    ap = rng.random() < 0.3
    b.kvw = rng.choice([0, 0, 20, 24])
    sub = fmt.add_days(ctx.visit, rng.randint(0, 5))
    appr = fmt.add_days(sub, rng.randint(0, 3))
    if ap:
        b.line("Authorised Prescriber Scheme - Application (medicinal cannabis) - clinic copy")
    else:
        b.line("SPECIAL ACCESS SCHEME - CATEGORY B APPLICATION (TGA SAS Online) - clinic copy")
    b.fline("Submission ID: {s}   Submitted: {d} {t}", s=P("IDNUM", fmt.idnum(rng, "sas")), d=X.dt(ctx, rng, sub),
            t=G.time_str(rng))
    st = rng.choice(["APPROVED", "Approved", "Pending - further info requested", "Approved (conditions)"])
    b.fline("Status: {s}", s=st)
    if st.lower().startswith("approved"):
        b.fline("Approval date: {a}   Valid to: {v}", a=X.dt(ctx, rng, appr), v=X.dt(ctx, rng, fmt.add_days(appr, 365)))
    b.blank()
    b.line("1. APPLICANT")
    _kv(b, rng, "Name", X.dr(ctx.doc, rng, ["full", "full_mid"]))
    _kv(b, rng, "Qualifications", ctx.doc.creds)
    _kv(b, rng, "Registration", X.regs_items(ctx.doc, rng, "; "))
    _kv(b, rng, "Practice", X.org(ctx.clinic), ", ", X.addr_inline(ctx.clinic.place, rng))
    _kv(b, rng, "Phone", P("PHONE", ctx.clinic.phone), "   Fax: ", P("FAX", ctx.clinic.fax))
    _kv(b, rng, "Email", P("EMAIL", ctx.doc.email))
    b.blank()
    if ap:
        b.line("2. PATIENT GROUP")
        b.fline("Adults with {i} unresponsive to standard therapy. Expected number of patients: {n}.",
                i=ctx.ind["name"], n=str(rng.randint(20, 200)))
        b.fline("Endorsement: {h} HREC, ref {r}, dated {d}", h=P("HOSPITAL", ctx.hospital),
                r=P("IDNUM", fmt.idnum(rng, "ref")), d=X.dt(ctx, rng, fmt.add_days(sub, -rng.randint(10, 60))))
        b.fline("Index patient discussed: {i}, {a}{s}, clinic ID {m}", i=P("PATIENT", fmt.nm(ctx.pt, "init")),
                a=P("AGE", str(ctx.age)), s=X.sexchar(ctx), m=P("MRN", ctx.mrn))
    else:
        b.line("2. PATIENT")
        _kv(b, rng, "Patient initials", P("PATIENT", fmt.nm(ctx.pt, rng.choice(["init", "init2", "init3"]))))
        _kv(b, rng, "Date of birth", X.dt(ctx, rng, ctx.dob))
        _kv(b, rng, "Sex", {"F": "Female", "M": "Male", "X": "Indeterminate/Intersex/Unspecified"}[ctx.pt.sex])
        b.line("   [internal - not transmitted]")
        _kv(b, rng, "   Full name", X.pt(ctx, rng, ["LF", "full"]))
        _kv(b, rng, "   " + ctx.hp[0], P("HEALTHPLAN", ctx.hp[1]))
        _kv(b, rng, "   UR/MRN", P("MRN", ctx.mrn))
    b.blank()
    b.line("3. PRODUCT")
    p = ctx.prod
    _kv(b, rng, "Product", p["name"])
    _kv(b, rng, "Composition", p["comp"])
    _kv(b, rng, "Sponsor/supplier", P("ORGANIZATION", ctx.producer))
    _kv(b, rng, "Dose", p["start"] + "; " + p["maxd"])
    _kv(b, rng, "Duration", rng.choice(["12 months", "6 months", "12 months (renewal)"]))
    b.blank()
    b.line("4. CLINICAL JUSTIFICATION")
    b.fline("Indication: {d}. Diagnosed {y}. Seriousness: {s}.", d=ctx.detail, y=P("DATE", str(ctx.onset_year)),
            s=rng.choice(["chronic, significantly impairs QoL", "serious - daily function severely impaired"] +
                         (["life-threatening (status epilepticus x2)", "life-threatening (SUDEP risk)"]
                          if ctx.ind["key"] in ("epi_adult", "dravet", "lgs") else [])))
    b.line("Prior therapies: " + ", ".join(ctx.tried) + " - inadequate response or intolerable adverse effects.")
    b.line("Evidence: systematic review and RCT data (low-moderate certainty); ARTG-registered alternatives exhausted.")
    b.fline("State/territory S8 authority: {r} (obtained {d})", r=P("IDNUM", fmt.idnum(rng, "ref")),
            d=X.dts(ctx, rng, fmt.add_days(sub, rng.randint(1, 10))))
    b.blank()
    b.fline("Declaration signed: {n}  {d}", n=X.doc_sig(ctx.doc, rng), d=X.dt(ctx, rng, sub))


def _uk_application(b, ctx, rng):
    b.line(X.org(ctx.clinic))
    b.line(rng.choice(["Clinical Governance - Unlicensed CBPM Prescribing Request",
                       "PRESCRIBING PANEL APPLICATION: cannabis-based product for medicinal use (CBPM)",
                       "Specialist Prescriber Declaration & MDT Approval Form"]))
    b.fline("Form ref: {r}   Date: {d}", r=P("IDNUM", fmt.idnum(rng, "case")), d=X.dt(ctx, rng, ctx.visit))
    b.blank()
    b.line("Section A - Requesting clinician")
    b.fline("Consultant: {d}, {c}", d=X.dr(ctx.doc, rng, ["full"]), c=ctx.doc.creds)
    b.fline("GMC number: {g}   On Specialist Register: Yes ({s})", g=P("LICENSE", ctx.doc.regs[0][1]), s=ctx.doc.role)
    b.fline("Contact: {e} / {p}", e=P("EMAIL", ctx.doc.email), p=P("PHONE", ctx.clinic.phone))
    b.blank()
    b.line("Section B - Patient")
    G.pt_header(b, ctx, rng, style=0, fields=["name", "dob", "hp", "addr", "mrn"] + (["ssn"] if rng.random() < 0.4 else []))
    b.fline("Registered GP: {d}, {o}, {a}", d=X.dr(ctx.gp, rng), o=X.org(ctx.gp_prac), a=X.addr_inline(ctx.gp_prac.place, rng))
    b.blank()
    b.line("Section C - Clinical rationale")
    b.fline("Diagnosis: {d} ({i}), first documented {y}.", d=ctx.detail, i=ctx.ind["icd"],
            y=P("DATE", fmt.dstr(fmt.add_days(ctx.visit, -365 * (ctx.visit.year - ctx.onset_year)), rng.choice(["month_y", "year", "mm_y"]))))
    b.line("Licensed treatments tried:")
    G.tried_block(b, ctx, rng)
    b.line("NICE NG144 noted; patient informed product is unlicensed; consent recorded.")
    b.blank()
    b.line("Section D - Product & supply")
    b.fline("{n} ({c}); {s}; {m}.", n=ctx.prod["name"], c=ctx.prod["comp"], s=ctx.prod["start"], m=ctx.prod["maxd"])
    b.fline("Manufacturer/importer: {o}. Special import notification ref {r}.", o=P("ORGANIZATION", ctx.producer),
            r=P("IDNUM", fmt.idnum(rng, "ref")))
    b.fline("Dispensing pharmacy: {p} ({reg}: {n})", p=X.org(ctx.pharmacy), reg="GPhC premises",
            n=P("LICENSE", "9" + fmt.digits(rng, 6)))
    b.blank()
    b.line("Section E - MDT approval")
    b.fline("Discussed at MDT {d}. Approved by {a} (GMC {g}) and {c} ({r}).", d=X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.randint(2, 14))),
            a=X.dr(ctx.doc2, rng, ["full", "il"]), g=P("LICENSE", fmt.digits(rng, 7)),
            c=X.staff_name(ctx.pharmacist, rng, ["full"]), r=ctx.pharmacist.creds)
    b.line("Review of efficacy at 3 months; stop if PGIC < 5 or NRS reduction < 30%.")


def _ca_application(b, ctx, rng):
    b.line("MEDICAL DOCUMENT")
    b.line("Authorizing the Use of Cannabis for Medical Purposes under the Cannabis Regulations")
    b.blank()
    b.line("HEALTH CARE PRACTITIONER")
    b.fline("Given name: {g}    Surname: {s}", g=P("DOCTOR", ctx.doc.p.first), s=P("DOCTOR", ctx.doc.p.last))
    b.line("Profession: ", rng.choice(["Medical practitioner", "Nurse practitioner"]))
    b.fline("Licence number: {l}    Province(s) authorized to practise: {p}",
            l=P("LICENSE", ctx.doc.regs[0][1]), p=P("STATE", ctx.region[rng.choice([0, 1])]))
    b.line("Business address: ", X.addr_inline(ctx.clinic.place, rng))
    b.fline("Phone: {p}   Fax: {f}   Email: {e}", p=P("PHONE", ctx.clinic.phone), f=P("FAX", ctx.clinic.fax),
            e=P("EMAIL", ctx.doc.email))
    b.blank()
    b.line("PATIENT")
    b.fline("Given name: {g}   Surname: {s}   Date of birth (YYYY-MM-DD): {d}", g=P("PATIENT", ctx.pt.first),
            s=P("PATIENT", ctx.pt.last), d=P("DATE", fmt.dstr(ctx.dob, "iso")))
    if rng.random() < 0.6:
        b.line("Address on file: ", X.addr_inline(ctx.addr, rng))
    b.blank()
    b.line("AUTHORIZATION")
    g = rng.choice(["0.5", "1", "1.5", "2", "3", "5"])
    b.fline("Daily quantity of dried cannabis: {g} g/day (equivalent for oil: see LP conversion, ~{o} mL/day)",
            g=g, o=rng.choice(["1", "2", "2.5", "4"]))
    b.fline("Period of use: {m} months (maximum one year)", m=rng.choice(["3", "6", "12"]))
    b.fline("Indication (for chart only): {i}", i=ctx.detail)
    b.blank()
    b.line("I attest that the information in this document is correct and complete.")
    b.fline("Signature: ____{n}____   Date signed: {d}", n=P("DOCTOR", fmt.nm(ctx.doc.p, "il")), d=P("DATE", fmt.dstr(ctx.visit, "iso")))
    b.blank()
    b.fline("Forwarded to licensed seller: {o} (client registration {c}); registration confirmed {d}.",
            o=P("ORGANIZATION", ctx.producer), c=P("IDNUM", fmt.idnum(rng, "client")),
            d=X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.randint(2, 12))))
    if rng.random() < 0.5:
        b.fline("Coverage: {i}, cert {c} - receipts to be submitted by patient.", i=P("ORGANIZATION", ctx.insurer),
                c=P("HEALTHPLAN", fmt.healthplan(rng, "CA")[1]))


def _us_application(b, ctx, rng):
    st = ctx.region
    b.line(P("STATE", st[0].upper() if rng.random() < 0.7 else st[0]), " Medical Cannabis Program".upper())
    b.line(rng.choice(["Practitioner Certification of Qualifying Condition", "PHYSICIAN CERTIFICATION FORM",
                       "Patient Certification - Medical Marijuana Use Registry"]))
    b.fline("Certification ID: {c}   Issued: {d}   Expires: {e}", c=P("IDNUM", fmt.idnum(rng, "registry")),
            d=X.dt(ctx, rng, ctx.visit), e=X.dt(ctx, rng, fmt.add_days(ctx.visit, rng.choice([180, 210, 365]))))
    b.blank()
    b.line("PATIENT INFORMATION")
    b.fline("Name (Last, First MI): {n}", n=P("PATIENT", fmt.nm(ctx.pt, rng.choice(["LF", "lf_mid"]))))
    b.fline("DOB: {d}   Sex: {s}   Phone: {p}", d=X.dt(ctx, rng, ctx.dob), s=X.sexchar(ctx), p=P("PHONE", ctx.phone_mob))
    b.line("Residential address: ", X.addr_inline(ctx.addr, rng))
    b.fline("State ID / Driver license #: {l}", l=P("LICENSE", ctx.dl))
    if rng.random() < 0.6:
        b.fline("Email: {e}    Registry patient #: {r}", e=P("EMAIL", ctx.email), r=P("IDNUM", fmt.idnum(rng, "registry")))
    if rng.random() < 0.4:
        b.fline("SSN: {s}", s=P("SSN", ctx.ssn[1]))
    b.blank()
    b.line("QUALIFYING CONDITION (check all that apply)")
    conds = ["Chronic or debilitating pain", "Epilepsy/seizure disorder", "Multiple sclerosis/spasticity", "Cancer",
             "PTSD", "Cachexia/wasting syndrome", "Severe nausea", "Parkinson's disease", "Tourette's syndrome"]
    kmap = {"neuropathic": 0, "fibro": 0, "fbss": 0, "crps": 0, "ms": 2, "epi_adult": 1, "dravet": 1, "lgs": 1,
            "cinv": 6, "cancerpain": 3, "endo": 0, "eds": 0, "oa": 0, "ptsd": 4, "insomnia": 0, "tourette": 8,
            "migraine": 0, "pd": 7}
    hit = kmap[ctx.ind["key"]]
    for i, cnd in enumerate(conds):
        mark = "X" if (i == hit or rng.random() < 0.06) else " "
        b.line("  [", mark, "] ", cnd)
    b.fline("Clinical basis: {d}", d=ctx.detail)
    b.blank()
    if ctx.paed or rng.random() < 0.35:
        b.line("DESIGNATED CAREGIVER")
        b.fline("Name: {n}   Relationship: {r}   DOB: {d}", n=P("FAMILY", fmt.nm(ctx.fam, rng.choice(["LF", "full"]))),
                r=ctx.fam_rel, d=X.dt(ctx, rng, fmt.add_days(ctx.visit, -int(ctx.fam_age * 365.25) - rng.randint(0, 300))))
        b.fline("Caregiver registry ID: {c}   Phone: {p}", c=P("IDNUM", fmt.idnum(rng, "registry")), p=P("PHONE", ctx.fam_phone))
        b.blank()
    b.line("CERTIFYING PRACTITIONER")
    b.fline("Name: {n}, {c}", n=P("DOCTOR", fmt.nm(ctx.doc.p, "full_mid")), c=ctx.doc.creds)
    b.line(X.regs_items(ctx.doc, rng, "   "))
    b.line("Office: ", X.org(ctx.clinic), ", ", X.addr_inline(ctx.clinic.place, rng))
    b.fline("Office phone {p}  Fax {f}", p=P("PHONE", ctx.clinic.phone), f=P("FAX", ctx.clinic.fax))
    b.line("I certify a bona fide practitioner-patient relationship and in-person assessment on the date above.")
    b.fline("Recommended route(s): {r}. Dispensary of choice: {d}.", r=rng.choice(["oral, sublingual", "inhalation (vaporized)", "oral, topical"]),
            d=X.org(ctx.pharmacy))
    b.fline("Submitted via registry portal by user {u} from {i}", u=P("USERNAME", fmt.username(rng, ctx.admin.p)),
            i=P("IPADDR", fmt.ip_private(rng)))


def access_application(b, ctx, rng):
    {"AU": _au_application, "UK": _uk_application, "CA": _ca_application, "US": _us_application}[ctx.country](b, ctx, rng)


LABELS = ["Take {s}. {w}", "{s}. Shake well. {w}", "Use as directed: {s}. {w}"]
WARNS = {"UK": "Warning: This medicine may make you sleepy. If this happens, do not drive or use tools or machines.",
         "AU": "CAUTION: May cause drowsiness. If affected, do not drive. Avoid alcohol. DRIVING WITH THC IS AN OFFENCE.",
         "CA": "May cause drowsiness. Do not drive or operate machinery while impaired. Keep out of reach of children.",
         "US": "Contains THC. Do not drive while impaired. For medical use by registered patient only. Keep away from children."}
CURRENCY = {"UK": "GBP ", "AU": "$", "CA": "CAD $", "US": "$"}


def pharmacy_dispensing(b, ctx, rng):
    c = ctx.country
    lp = c == "CA" and rng.random() < 0.5
    if lp:
        b.line(P("ORGANIZATION", ctx.producer), " - Client Care / Order Fulfilment Record")
    else:
        b.line(X.org(ctx.pharmacy), rng.choice([" - DISPENSING RECORD", " | Dispensing log", " - CD/S8 dispensing record"]))
        b.line(X.addr_inline(ctx.pharmacy.place, rng), "  Tel ", P("PHONE", ctx.pharmacy.phone))
        reg = {"UK": "GPhC premises reg", "AU": "Pharmacy approval no", "CA": "Pharmacy accreditation #",
               "US": "State dispensary licence"}[c]
        b.fline("{r}: {n}", r=reg, n=P("LICENSE", fmt.digits(rng, 7) if c != "US" else "MMTC-" + fmt.digits(rng, 4)))
    b.line("-" * 60)
    b.fline("Patient: {n}   DOB: {d}   Ref: {m}", n=P("PATIENT", fmt.nm(ctx.pt, rng.choice(["LF", "lf", "lf_init"]))),
            d=X.dt(ctx, rng, ctx.dob), m=P("MRN", ctx.mrn))
    b.line("Address: ", X.addr_inline(ctx.addr, rng))
    b.fline("Phone: {p}", p=P("PHONE", ctx.phone_mob))
    if c == "AU" and rng.random() < 0.6:
        b.fline("Concession: {l} {v}  (PBS not applicable - private S8 script)", l=ctx.ssn[0], v=P("SSN", ctx.ssn[1]))
    elif c == "CA" and rng.random() < 0.3:
        b.fline("Veterans/insurer claim: {l} {v}", l=ctx.ssn[0], v=P("SSN", ctx.ssn[1]))
    b.fline("Prescriber: {d} ({r}) - {o}", d=X.dr(ctx.doc, rng), r=X.regs_items(ctx.doc, rng, ", ") if ctx.doc.regs else "",
            o=X.org(ctx.clinic))
    b.line("-" * 60)
    n_events = rng.randint(1, 3)
    d = ctx.visit
    p = ctx.prod
    for k in range(n_events):
        d = fmt.add_days(d, rng.choice([26, 28, 30, 31]) if k else rng.randint(0, 6))
        rx = fmt.idnum(rng, "rx")
        b.fline("[{i}] Rx {rx}   received {d1}   dispensed {d2} {t}", i=str(k + 1), rx=P("IDNUM", rx),
                d1=X.dts(ctx, rng, d), d2=X.dt(ctx, rng, fmt.add_days(d, rng.randint(0, 2))), t=G.time_str(rng))
        batch = "%s%s-%s" % (fmt.letters(rng, 2), fmt.digits(rng, 2), fmt.digits(rng, 4))
        exp = fmt.add_days(d, rng.randint(150, 700))
        price = "%d.%02d" % (rng.randint(45, 480), rng.randint(0, 99))
        b.fline("    Item: {n} ({c})  Qty: {q}  Batch: {bt}  Exp: {e}  Price: {cur}{pr}", n=p["name"], c=p["comp"],
                q=p["pack"], bt=batch, e=P("DATE", fmt.dstr(exp, rng.choice(["mm_y", "mon_y", "dmy", "iso"]))),
                cur=CURRENCY[c], pr=price)
        if rng.random() < 0.45:
            code = {"UK": "PIP code %s-%s" % (fmt.digits(rng, 3), fmt.digits(rng, 4)),
                    "AU": "APN %s" % fmt.digits(rng, 13), "CA": "DIN-HM %s" % fmt.digits(rng, 8),
                    "US": "NDC %s-%s-%s" % (fmt.digits(rng, 5), fmt.digits(rng, 3), fmt.digits(rng, 2))}[c]
            npk = rng.randint(1, 3)
            b.line("    Product code: ", code, "   Pack ", str(rng.randint(1, npk)), " of ", str(npk),
                   "   CD reg p.", str(rng.randint(2, 140)), " line ", str(rng.randint(1, 30)))
        lab = rng.choice(LABELS if p["kind"] in ("oil", "licensed") else [LABELS[0], LABELS[2]])
        b.line("    Label: ", lab.replace("{s}", p["start"]).replace("{w}", WARNS[c]))
        b.fline("    Clinical check: {a} {t}   Accuracy check: {c2}", a=X.staff_name(ctx.pharmacist, rng, ["il2", "init2", "full"]),
                t=G.time_str(rng), c2=P("DOCTOR", fmt.nm(ctx.admin.p, rng.choice(["init2", "first", "il"]))))
        r = rng.random()
        if c == "US" and r < 0.7:
            b.fline("    ID verified: DL {l}; biometric match {bio}; registry card {reg} valid", l=P("LICENSE", ctx.dl),
                    bio=P("BIOID", ctx.bio), reg=P("IDNUM", fmt.idnum(rng, "registry")))
        elif r < 0.35:
            b.fline("    Collected in person; photo ID checked ({l}). CD register updated.", l=P("LICENSE", ctx.dl))
        elif r < 0.55:
            b.fline("    Collected from secure locker {lk} (PIN sent to {p}); fingerprint release {bio}.",
                    lk=P("LOCATION_OTHER", "%s-%d" % (rng.choice("ABCD"), rng.randint(1, 40))),
                    p=P("PHONE", ctx.phone_mob), bio=P("BIOID", ctx.bio))
        else:
            who = rng.random() < 0.5
            b.fline("    Delivered by {co}, tracking {tr}; signed for by {s} at {a}", co=P("ORGANIZATION", ctx.courier),
                    tr=P("IDNUM", fmt.idnum(rng, "track")),
                    s=P("FAMILY", fmt.nm(ctx.fam, "full")) if who else P("PATIENT", fmt.nm(ctx.pt, rng.choice(["il", "full", "last"]))),
                    a=P("STREET", ctx.addr.street))
        if rng.random() < 0.5:
            b.fline("    Payment: account {a} ({m})", a=P("ACCOUNT", ctx.acct), m=rng.choice(["card on file", "invoice", "insurer direct", "cash"]))
        if rng.random() < 0.45:
            b.fline("    Logged by user {u} at workstation {ip}", u=P("USERNAME", fmt.username(rng, ctx.pharmacist.p)),
                    ip=P("IPADDR", fmt.ip_private(rng)))
    b.line("-" * 60)
    b.line("Notes / interventions:")
    notes = [
        ["Dose query: label read mg not mL - clarified with ", X.dr(ctx.doc, rng), " by phone ", P("PHONE", ctx.clinic.phone), "; label reprinted."],
        ["Out of stock ", p["name"], "; supplier ", P("ORGANIZATION", ctx.producer), " ETA 5 working days; patient informed."],
        ["Interaction check: clobazam (CYP2C19) - counselled re sedation; prescriber aware."],
        ["Patient asked about flying to ", P("COUNTRY", rng.choice(["Spain", "Portugal", "Indonesia", "Japan", "Ireland"])),
         " - advised to contact clinic for travel letter; do not take THC products to countries where prohibited."],
        [X.pt_ref(ctx, rng), " reported vaporiser fault (", ctx.vape, " SN ", P("DEVICE", ctx.vape_sn), "); referred to manufacturer."]
        if p["kind"] == "flower" else ["Oral syringe (1 mL, 0.05 mL graduations) supplied; demonstrated."],
        ["Previous pack returned for destruction, witnessed by ", P("DOCTOR", fmt.nm(ctx.admin.p, "full")), ", ", "denaturing kit used."],
        ["Prescription amended (quantity exceeded 30-day limit) - new Rx emailed from ", P("EMAIL", ctx.doc.email), "."],
        ["Carer ", P("FAMILY", fmt.nm(ctx.fam, rng.choice(["full", "first"]))), " (", ctx.fam_rel, ") authorised to collect on ",
         X.dts(ctx, rng, fmt.add_days(d, 3)), "."],
    ]
    for it in rng.sample(notes, rng.randint(1, 3)):
        b.line("  - ", it)
    if rng.random() < 0.5:
        b.fline("RP on duty: {n}, {c} ({r} {v})", n=X.staff_name(ctx.pharmacist, rng, ["full"]), c=ctx.pharmacist.creds,
                r=ctx.pharmacist.regs[0][0], v=P("LICENSE", ctx.pharmacist.regs[0][1]))

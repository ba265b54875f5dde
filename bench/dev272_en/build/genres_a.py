"""Genres: initial specialist consultation; treatment agreement."""
from core import P
import fmt
import context as X
import clinblocks as CB
import gcommon as G

TRIGGERS = ["a fall from a ladder at work", "an MVA (rear-ended at traffic lights)", "lifting a patient at work",
            "a sporting injury", "surgery", "no clear precipitant", "a viral illness", "childbirth",
            "a workplace crush injury", "shingles"]


def initial_consult(b, ctx, rng):
    c = ctx.country
    if rng.random() < 0.6:
        b.add(X.letterhead(ctx, rng))
        b.blank()
    else:
        b.line(X.org(ctx.clinic), " - ", rng.choice(["Outpatients", "New Patient Clinic", "Telehealth Service"]))
    b.line(rng.choice(["INITIAL SPECIALIST CONSULTATION", "New Patient Assessment - Cannabis-Based Medicinal Products",
                       "Initial consult - medicinal cannabis", "NEW PATIENT REVIEW (CBPM)",
                       "Specialist Assessment: Suitability for Medicinal Cannabis"]))
    b.line("=" * rng.choice([30, 44, 52]))
    mode = rng.randrange(3)
    b.fline("Date: {d}   Time: {t}", d=X.dt(ctx, rng, ctx.visit), t=G.time_str(rng))
    b.fline("Clinician: {d} ({s})", d=X.dr(ctx.doc, rng, ["full", "il"]), s=ctx.doc.role)
    if mode == 0:
        b.fline("Mode: face to face, {r}{n}", r=ctx.room[0], n=P("LOCATION_OTHER", ctx.room[1]))
    elif mode == 1:
        b.fline("Mode: video consult; link {u}; session IP {i}", u=P("URL", ctx.clinic.url),
                i=P("IPADDR", ctx.ip))
    else:
        b.fline("Mode: telephone (video failed) - called on {p}", p=P("PHONE", ctx.phone_mob))
    b.blank()
    flds = ["name", "dob", "mrn", "hp", "addr", "phone"]
    if rng.random() < 0.35 and not ctx.paed:
        flds.append("ssn")
    if rng.random() < 0.3:
        flds.append("email")
    G.pt_header(b, ctx, rng, fields=flds)
    b.fline("Referred by: {d}, {o} ({t} {f})", d=X.dr(ctx.gp, rng), o=X.org(ctx.gp_prac),
            t=rng.choice(["fax", "f:"]), f=P("FAX", ctx.gp_prac.fax))
    if rng.random() < 0.6:
        b.fline("Accompanied by: {r} {f}", r=ctx.fam_rel, f=P("FAMILY", fmt.nm(ctx.fam, rng.choice(["full", "first"]))))
    b.blank()
    b.line(rng.choice(["PRESENTING COMPLAINT", "Reason for referral:", "PC:"]))
    b.line(ctx.detail[0].upper() + ctx.detail[1:], ". Referred for consideration of ",
           rng.choice(["a cannabis-based medicinal product (CBPM).", "medicinal cannabis.", "CBD/THC trial.",
                       "unlicensed cannabinoid therapy."]))
    b.blank()
    b.line(rng.choice(["HISTORY", "HPC:", "History of presenting complaint"]))
    r = rng.random()
    b.add(X.age_item(ctx, rng), " ")
    if ctx.paed:
        b.fline("{g} with {det}. Seizure onset at age {a}; diagnosis confirmed {y}. ",
                g=rng.choice(["child", {"F": "girl", "M": "boy", "X": "child"}[ctx.pt.sex]]), det=ctx.detail,
                a=P("AGE", str(rng.randint(1, 2) if ctx.ind["key"] == "dravet" else rng.randint(1, max(1, ctx.age - 1)))),
                y=P("DATE", str(ctx.onset_year)))
        b.fline("History today from {r} ({f}). Current seizure burden approx {n} per week, mainly {k}, "
                "with rescue buccal midazolam used {m} times in the last 3/12. ",
                r=ctx.fam_rel, f=P("FAMILY", fmt.nm(ctx.fam, "full")), n=str(rng.randint(4, 60)),
                k=rng.choice(["nocturnal tonic", "atonic drops", "myoclonic", "focal impaired awareness"]),
                m=str(rng.randint(1, 9)))
    else:
        job = ctx.job
        b.fline("{w} with {det} since {y}, following {tr}. ",
                w=rng.choice(["patient", {"F": "woman", "M": "man", "X": "patient"}[ctx.pt.sex]]),
                det=ctx.detail, y=P("DATE", fmt.dstr(fmt.add_days(ctx.visit, -365 * (ctx.visit.year - ctx.onset_year) - rng.randint(0, 200)),
                                                      rng.choice(["year", "month_y", "mon_y", "year"]))),
                tr=rng.choice(TRIGGERS))
        if r < 0.5:
            b.fline("Pain NRS {a}/10 average, {w}/10 worst; sleeps {h} h/night, waking {k}x. ",
                    a=str(rng.randint(5, 8)), w=str(rng.randint(8, 10)), h=str(rng.randint(2, 6)), k=str(rng.randint(2, 6)))
        else:
            b.line("Describes burning/electric pain with allodynia; worse at night and in cold weather. ")
        if not ctx.retired and rng.random() < 0.6:
            b.fline("Had to stop work as a {j} in {d}. ", j=P("PROFESSION", job),
                    d=P("DATE", str(ctx.visit.year - rng.randint(0, 4))))
    b.line()
    if rng.random() < 0.5:
        epi = ctx.ind["key"] in ("dravet", "lgs", "epi_adult")
        b.fline("Seen by {d} at {h} {sv} service in {y}; {x}.", d=X.dr(ctx.doc2, rng), h=P("HOSPITAL", ctx.hospital),
                sv="epilepsy" if epi else rng.choice(["pain", "pain management", "neurology" if ctx.ind["key"] in ("ms", "pd") else "pain"]),
                y=P("DATE", str(ctx.visit.year - rng.randint(1, min(5, ctx.age)))),
                x=rng.choice(["not a candidate for resective surgery", "VNS considered", "discharged with advice"] if epi else
                             ["discharged with advice", "on waiting list for PMP", "declined further intervention",
                              "offered SCS trial - declined"]))
    b.blank()
    b.line(rng.choice(["Treatments tried (licensed first-line options exhausted):", "PREVIOUS TREATMENTS", "Tx history:"]))
    G.tried_block(b, ctx, rng)
    b.blank()
    b.line("PMH: ", "; ".join(ctx.comorbid))
    k = ctx.ind["key"]
    if (k in ("epi_adult", "dravet", "lgs") and rng.random() < 0.5) or rng.random() < 0.15:
        dv = {"epi_adult": "VNS pulse generator (Model 106)", "dravet": "seizure-alert wristband",
              "lgs": "VNS pulse generator (Model 106)", "ms": "intrathecal baclofen pump (SynchroMed II)"}.get(
            k, "spinal cord stimulator IPG (rechargeable)")
        b.fline("     {d} in situ since {y}, serial {s}", d=dv, y=P("DATE", str(ctx.visit.year - rng.randint(1, min(6, ctx.age)))),
                s=P("DEVICE", ctx.dev2_sn))
    b.line("DH: ", ", ".join(ctx.conmeds))
    b.line("Allergies: ", ctx.allergy)
    G.social(b, ctx, rng)
    if rng.random() < 0.5:
        x = rng.choice(["T2DM", "IHD, died at", "no psychosis/bipolar", "epilepsy", "bowel cancer"])
        b.fmt("FH: {r} - {x}", r=rng.choice(["father", "mother", "brother", "maternal aunt"]), x=x)
        if x.endswith("at"):
            b.add(" ", P("AGE", str(rng.randint(48, 88))))
        b.line(".")
    b.blank()
    b.line(rng.choice(["Screening / risk:", "RISK ASSESSMENT", "Safety screen:"]))
    if ctx.paed:
        scr = rng.sample(["No family history of psychosis", "ECG: sinus rhythm, QTc %d ms" % rng.randint(390, 440),
                          "Baseline LFTs normal", "Growth on 25th centile", "Safeguarding: no concerns",
                          "Storage at home discussed with parents (locked cupboard)"], rng.randint(2, 4))
    else:
        scr = CB.screening(rng, rng.randint(3, 6), ctx.pt.sex)
    for s in scr:
        b.line("  * ", s)
    b.blank()
    b.line("O/E: ", CB.vitals(rng, ctx.paed))
    for e in CB.exam(rng, ctx.ind["key"], rng.randint(1, 3)):
        b.line(e)
    if rng.random() < 0.6:
        b.line("Ix: ", "; ".join(CB.labs(rng, rng.randint(2, 4), ctx.ind["key"])))
    b.blank()
    b.line(rng.choice(["IMPRESSION", "Assessment:", "Impression/Plan"]))
    b.fline("{n} meets criteria for a trial of CBPM for {ind} ({icd}) having failed {k} conventional treatments. "
            "Suitable for {mo}.", n=X.pt_ref(ctx, rng), ind=ctx.ind["name"], icd=ctx.ind["icd"],
            k=str(len(ctx.tried)), mo=rng.choice(["unlicensed CBPM under specialist supervision", "SAS Category B application",
                                                   "prescribing on a named-patient basis", "a 3-month trial"]))
    b.blank()
    b.line("PLAN")
    p = ctx.prod
    b.fline("1. Commence {n} ({c}): {s}; {t}; {m}.", n=p["name"], c=p["comp"], s=p["start"], t=p["titr"], m=p["maxd"])
    if p["kind"] == "flower":
        b.fline("   Vaporiser: {v} (patient-owned, SN {sn}). No smoking/combustion.", v=ctx.vape,
                sn=P("DEVICE", ctx.vape_sn))
    b.fline("2. Rx to {ph} ({pp}); {q} supplied per 30 days.", ph=X.org(ctx.pharmacy), pp=P("PHONE", ctx.pharmacy.phone),
            q=p["pack"])
    adv = G.driving_adv(ctx, rng)
    if ctx.paed:
        adv = "Written dosing plan for school and respite carers; rescue medication plan unchanged."
    b.line("3. ", adv)
    b.line("4. ", rng.choice(CB.STORAGE_ADV), " ", rng.choice(CB.RISK_TALK))
    fu = fmt.add_days(ctx.visit, rng.choice([14, 21, 28, 42]))
    b.fline("5. Nurse titration call with {n} on {d}; medical review in {w}.",
            n=X.staff_name(ctx.nurse, rng, ["first", "full"]), d=X.dt(ctx, rng, fu), w=rng.choice(["6/52", "3/12", "8 weeks", "12 wks"]))
    b.fline("6. Copy to " + ("PCP" if c == "US" else "GP") + "; patient given clinic number {p} (Mon-Fri) and advised 111/ED out of hours.".replace(
        "111", {"UK": "111", "AU": "000", "CA": "911", "US": "911"}[c]), p=P("PHONE", ctx.clinic.phone))
    if rng.random() < 0.4:
        b.line(rng.choice(CB.NEG_SNIPPETS).replace("{icd}", ctx.ind["icd"]))
    b.blank()
    G.signoff(b, ctx, rng)
    if rng.random() < 0.6:
        b.blank()
        G.cc_block(b, ctx, rng)


CLAUSES = [
    "I will only obtain this medicine from {doc} or another prescriber at {clinic}.",
    "I will have my prescriptions dispensed only by my nominated pharmacy, {pharm}.",
    "I understand this is an unlicensed medicine and that long-term risks are not fully known.",
    "I will not drive, cycle or operate machinery if I feel impaired, and never within {h} hours of a dose.",
    "Lost, stolen or damaged medicine will not be replaced early. Theft must be reported to police and a crime reference number provided.",
    "I agree to urine drug screening on request.",
    "I will store my medicine in a locked container out of reach of children, and will not give, share or sell it.",
    "I will not use illicit cannabis or other non-prescribed products while on treatment.",
    "I will tell the clinic before travelling abroad (at least {w} weeks' notice) so a travel letter can be arranged.",
    "I will inform the clinic if I become pregnant, plan pregnancy or am breastfeeding.",
    "I consent to my information being shared with my GP and dispensing pharmacy.",
    "The clinic may stop prescribing if this agreement is broken or if the treatment is not helping.",
    "I will attend all review appointments; failure to attend two reviews may mean the prescription stops.",
    "I will complete outcome questionnaires (PGIC, EQ-5D-5L, and condition-specific scales) at each review.",
]


def treatment_agreement(b, ctx, rng):
    c = ctx.country
    b.line(X.org(ctx.clinic))
    if rng.random() < 0.5:
        b.line(X.addr_inline(ctx.clinic.place, rng), "  |  ", P("PHONE", ctx.clinic.phone))
    b.blank()
    b.line(rng.choice(["PATIENT TREATMENT AGREEMENT", "Controlled Medicine Treatment Agreement",
                       "MEDICINAL CANNABIS - PATIENT AGREEMENT & CONSENT", "Opioid & Cannabinoid Treatment Agreement"]))
    b.line({"UK": "(Schedule 2 Controlled Drug - Misuse of Drugs Regulations 2001)",
            "AU": "(Schedule 8 - Poisons Standard; form CA-07 v3)",
            "CA": "(Cannabis Regulations - medical purposes)",
            "US": "(State medical cannabis program - patient attestation)"}[c])
    b.blank()
    r = rng.random()
    name_full = P("PATIENT", fmt.nm(ctx.pt, rng.choice(["full", "full_mid", "full_midname"])))
    if r < 0.5:
        b.fline("Patient name: {n}\t\tDOB: {d}\nClinic ID: {m}", n=name_full, d=X.dt(ctx, rng, ctx.dob), m=P("MRN", ctx.mrn))
    else:
        b.fline("Name ........ {n}\nDate of birth ........ {d}\nAddress ........ {a}",
                n=name_full, d=X.dt(ctx, rng, ctx.dob), a=X.addr_inline(ctx.addr, rng))
    b.fline("Prescriber: {d} ({r})", d=X.dr(ctx.doc, rng, ["full", "il"]), r=X.regs_items(ctx.doc, rng, ", ") if ctx.doc.regs else ctx.doc.role)
    b.fline("Nominated pharmacy: {p}, {a}. Tel {t}", p=X.org(ctx.pharmacy), a=X.addr_inline(ctx.pharmacy.place, rng),
            t=P("PHONE", ctx.pharmacy.phone))
    b.fline("Medicine(s): {n} - {c}", n=ctx.prod["name"], c=ctx.prod["comp"])
    b.blank()
    if ctx.paed:
        b.fline("I, {f}, parent/guardian of {n}, understand and agree that:", f=P("FAMILY", fmt.nm(ctx.fam, "full")),
                n=P("PATIENT", fmt.nm(ctx.pt, "first")))
    else:
        b.fline("I, {n}, understand and agree that:", n=P("PATIENT", fmt.nm(ctx.pt, rng.choice(["full", "full_mid"]))))
    clauses = list(CLAUSES)
    k = rng.randint(8, len(clauses))
    picks = sorted(rng.sample(range(len(clauses)), k))
    for i, ix in enumerate(picks):
        t = clauses[ix]
        items = []
        if "{doc}" in t:
            items = G_seq(t, doc=X.dr(ctx.doc, rng), clinic=X.org(ctx.clinic))
        elif "{pharm}" in t:
            items = G_seq(t, pharm=X.org(ctx.pharmacy))
        else:
            items = [t.replace("{h}", rng.choice(["6", "8", "12"])).replace("{w}", rng.choice(["4", "6"]))]
        b.line("  %d. " % (i + 1), items)
        if "crime reference" in t and rng.random() < 0.3:
            b.fline("     (previous report noted: ref {r}, {d})", r=P("IDNUM", fmt.idnum(rng, "ref")),
                    d=X.dt(ctx, rng, fmt.add_days(ctx.visit, -rng.randint(30, 400))))
    b.blank()
    b.fline("Emergency contact: {f} ({r}) - {p}", f=P("FAMILY", fmt.nm(ctx.fam, rng.choice(["full", "first"]))),
            r=ctx.fam_rel, p=P("PHONE", ctx.fam_phone))
    b.fline("GP: {d}, {o}", d=X.dr(ctx.gp, rng), o=X.org(ctx.gp_prac))
    b.blank()
    sig = rng.randrange(3)
    if sig == 0:
        b.fline("Patient signature: ____{x}____   Date: {d}", x=P("PATIENT", fmt.nm(ctx.pt, rng.choice(["init", "il", "full"]))),
                d=X.dt(ctx, rng, ctx.visit))
    elif sig == 1:
        b.fline("Signed (e-signature captured via portal, user {u}, IP {i}) on {d} {t}", u=P("USERNAME", ctx.user),
                i=P("IPADDR", ctx.ip), d=X.dt(ctx, rng, ctx.visit), t=G.time_str(rng))
    else:
        b.fline("Signed: [signature on paper copy]   Date: {d}", d=X.dts(ctx, rng, ctx.visit))
    if ctx.paed:
        b.fline("Parent/guardian: {f}   Relationship: {r}", f=P("FAMILY", fmt.nm(ctx.fam, "full")), r=ctx.fam_rel)
    b.fline("Prescriber: {d}   Date: {dd}", d=X.doc_sig(ctx.doc, rng), dd=X.dt(ctx, rng, ctx.visit))
    if rng.random() < 0.7:
        b.fline("Witness: {n}, {c}", n=X.staff_name(ctx.nurse, rng, ["full", "il"]), c=ctx.nurse.creds)
    b.blank()
    b.fline("Copy given to patient {d}. Scanned by {a} (user {u}).", d=X.dts(ctx, rng, ctx.visit),
            a=X.staff_name(ctx.admin, rng, ["full", "first"]), u=P("USERNAME", fmt.username(rng, ctx.admin.p)))
    if rng.random() < 0.3:
        b.line("Form CA-07 rev 2.3 - page 1 of 1")


def G_seq(t, **kw):
    from core import seq
    return seq(t, **kw)

"""Genres: imaging request, outcome measure record, self-referral web form,
telephone review note."""
import clin
import phi
import pools as PL
from blocks import pt_header, gp_block
from case import (nm, dr, pt_name, age_piece, dob_piece, date_piece, natid, mrn_piece,
                  sig_physio, occupation, fam_piece)
from core import P, maybe, cap


def imaging_request(R, k, d):
    c = k.c
    reg = k.R
    exam, cpt, icd = R.choice(reg["img"])
    d.ln(R.choice(["RADIOLOGY REQUEST", "Imaging Request Form", "DIAGNOSTIC IMAGING ORDER",
                   "REQUEST FOR IMAGING - MSK"]))
    d.ln("Examination: %s%s" % (exam, " (%s side)" % k.side if k.side not in ("bilateral",) else ""))
    d.ln("Priority: %s" % R.choice(["Routine", "Urgent", "2WW suspected cancer", "Soon", "STAT"]))
    d.ln("")
    d.ln("Patient: {n}   Sex: %s" % k.pt.sex, n=nm(k.pt, "PATIENT", R.choice(["LF", "Lf", "full"])))
    d.ln("DOB: {d}   Age: {a}", d=dob_piece(R, k), a=P(str(k.age), "AGE"))
    d.ln("{m}  {i}", m=mrn_piece(R, k) if c != "NZ" else "", i=natid(R, k))
    d.ln("Address: {a}", a=phi.addr_pieces(R, k.addr, "one"))
    d.ln("Contact: {t}", t=P(k.mob, "PHONE"))
    if maybe(R, 0.3):
        d.ln("Current location: {w}, {b}", w=P(R.choice(PL.WARDS), "HOSPITAL"), b=P("Bed %d" % R.randint(1, 28), "LOCATION_OTHER"))
    else:
        d.ln("Patient location: Outpatient - {c}", c=P(k.clinic, "HOSPITAL"))
    d.ln("")
    d.ln("Referrer: {p}, %s" % k.physio_role, p=nm(k.physio, "DOCTOR", "full"))
    d.ln("%s: {l}   RIS login: {r}" % phi.lic_label(c), l=P(k.physio_lic, "LICENSE"), r=P(k.physio_user, "USERNAME"))
    d.ln("Bleep/pager: {b}   Tel: {t}", b=P(phi.pager(R), "PHONE"), t=P(phi.with_ext(R, k.clinic_tel), "PHONE"))
    d.ln("Responsible consultant: {c}", c=nm(k.cons, "DOCTOR", "tfull"))
    if c == "US":
        d.ln("CPT: %s   ICD-10: %s   Ordering NPI: {n}" % (cpt, icd), n=P(phi.licence(R, "US", "doctor"), "LICENSE"))
        d.ln("Insurance: {i}  Member {m}", i=P(k.insurer, "ORGANIZATION"), m=P(k.hp, "HEALTHPLAN"))
        d.ln("Prior authorization: {p}", p=P(phi.idnum(R, "claim"), "IDNUM"))
    d.ln("")
    d.ln("Clinical details:")
    d.ln("%s %s pain since {o}. %s. %s. %s." % (R.choice(clin.DURATIONS), R.choice(reg["names"]), cap(R.choice(reg["hx"])),
                                                R.choice(reg["tests"]), R.choice(reg["tests"])),
         o=P(phi.fmt_month(R, k.onset), "DATE"))
    d.ln("Failed %s conservative management incl. physiotherapy." % R.choice(clin.DURATIONS))
    if maybe(R, 0.55):
        d.ln("Previous imaging: %s {d} at {h} - %s." % (R.choice(reg["img"])[0], R.choice(
            ["unremarkable", "mild degenerative change", "see PACS", "no fracture"])),
             d=date_piece(R, k, phi.add_days(k.visit, -R.randint(60, 900)), "num"), h=P(phi.hospital(R, c), "HOSPITAL"))
    d.ln("Relevant PMH: %s. Anticoagulants: %s. Contrast required: %s." % (
        R.choice(clin.PMH), R.choice(["none", "apixaban", "warfarin (INR 2.6)", "none"]), R.choice(["No", "No", "Yes - gadolinium"])))
    d.ln("Clinical question: %s" % R.choice(["?nerve root compression - considering injection/surgical opinion",
                                             "?full thickness tear - surgical candidate", "?severity of OA",
                                             "exclude fracture", "?structural cause - would change management",
                                             "?stress fracture"]))
    d.ln("")
    d.ln("MRI SAFETY SCREEN" if "MRI" in exam else "SAFETY")
    d.ln("Pacemaker/ICD: No   Cochlear implant: No   Metal fragments in eyes: No")
    if maybe(R, 0.45):
        yr = R.randint(2005, k.visit.year - 1)
        d.ln("Implants: %s {y}, implant record SN {s} (%s)" % (R.choice(["R THR", "L TKR", "ACL reconstruction", "ORIF ankle", "spinal cord stimulator"]),
                                                              R.choice(["MR conditional", "card seen", "details from op note"])),
             y=P(str(yr), "DATE"), s=P(phi.serial(R, "implant"), "DEVICE"))
    else:
        d.ln("Implants: none reported")
    if k.pt.sex == "F" and 14 < k.age < 55:
        d.ln("Pregnancy: not pregnant, LMP {l}", l=date_piece(R, k, phi.add_days(k.visit, -R.randint(3, 27)), "num"))
    d.ln("eGFR %d mL/min/1.73m2 ({e})  Weight %d kg  Claustrophobia: %s" % (
        R.randint(45, 98), R.randint(52, 128), R.choice(["No", "Mild - may need sedation", "No"])),
         e=date_piece(R, k, phi.add_days(k.visit, -R.randint(5, 120)), "num"))
    d.ln("")
    d.ln("Requested: {d} %s" % phi.clock(R), d=date_piece(R, k, k.visit, "sys"))
    d.ln("Accession no: {a}   Order ID: {o}", a=P(phi.idnum(R, "acc"), "IDNUM"), o=P(phi.idnum(R), "IDNUM"))
    if maybe(R, 0.6):
        d.ln("Vetted/protocolled by {r} (%s) - %s" % (R.choice(["radiographer", "MSK radiologist", "Radiology registrar"]),
                                                     R.choice(["accepted, T2 sag/ax + STIR", "accepted", "changed to US first",
                                                               "accepted - book 3T"])),
             r=nm(k.admin, "DOCTOR", R.choice(["full", "ilast", "ini"])))
    if maybe(R, 0.4):
        d.ln("Appointment: {d} %s, {b}, {h}" % phi.clock(R), d=date_piece(R, k, phi.add_days(k.visit, R.randint(7, 60)), "long"),
             b=P(R.choice(PL.BUILDINGS), "LOCATION_OTHER"), h=P(k.hosp, "HOSPITAL"))


def _om_row(R, name, unit):
    if name in ("ODI", "NDI", "SPADI", "FAAM"):
        return "%d%s" % (R.randint(8, 70), "%")
    if name == "QuickDASH":
        return "%.1f" % (R.randint(5, 80) + R.choice([0, 0.5, 0.9, 0.2]))
    if name == "STarT Back":
        return "%d/9" % R.randint(1, 9)
    if unit == "/48":
        return "%d/48" % R.randint(10, 46)
    if unit == "/100":
        return "%d/100" % R.randint(15, 95)
    if name in ("KOOS", "HOOS"):
        return "%d" % R.randint(20, 90)
    if name == "Boston CTQ":
        return "%.1f" % (R.randint(15, 45) / 10.0)
    return "%d/10" % R.randint(1, 9)


def outcome_measures(R, k, d):
    c = k.c
    reg = k.R
    d.ln(R.choice(["OUTCOME MEASURE RECORD", "Patient Reported Outcome Measures (PROMs)",
                   "Outcome Measures - Flowsheet", "PSFS / Oswestry / QuickDASH record"]))
    d.ln("Service: {c}", c=P(k.clinic, "HOSPITAL"))
    d.ln("Patient: {n}  DOB {d}  {m}", n=pt_name(R, k, ("LF", "full", "lf")), d=dob_piece(R, k, "num"), m=mrn_piece(R, k))
    if maybe(R, 0.5):
        d.ln("Episode no: {e}   {i}", e=P(k.acct, "ACCOUNT"), i=natid(R, k))
    d.ln("Condition: %s (%s)" % (k.dx, k.side))
    d.ln("")
    main = [("PSFS", "/10")]
    if k.region in ("lumbar",):
        main.append(("ODI", "%"))
    elif k.region in ("shoulder", "elbow", "wrist"):
        main.append(("QuickDASH", ""))
    else:
        main.append(R.choice([("ODI", "%"), ("QuickDASH", "")]) if maybe(R, 0.25) else reg["om"][0])
    main.append(("NRS", "/10"))
    dates = [k.visit]
    for _ in range(R.randint(2, 4)):
        dates.append(phi.add_days(dates[-1], R.choice([14, 21, 28, 35, 42])))
    who = [k.physio, k.admin]
    d.ln("Date        | Visit      | " + " | ".join(m[0] for m in main) + " | Completed by")
    for i, dd in enumerate(dates):
        vis = "Initial" if i == 0 else ("Discharge" if i == len(dates) - 1 else "Review %d" % i)
        row = " | ".join(_om_row(R, m[0], m[1]) for m in main)
        d.ln("{d} | %-10s | %s | {w}" % (vis, row), d=date_piece(R, k, dd, "num"),
             w=nm(R.choice(who), "DOCTOR", R.choice(["ini", "ilast", "full"])))
    d.ln("")
    if any(m[0] == "ODI" for m in main):
        d.ln("Oswestry (v2.1a) at initial visit - section scores (0-5):")
        secs = ["Pain intensity", "Personal care", "Lifting", "Walking", "Sitting", "Standing", "Sleeping",
                "Sex life", "Social life", "Travelling"]
        vals = [R.randint(0, 5) for _ in secs]
        if maybe(R, 0.3):
            vals[7] = None
        for nmx, v in zip(secs, vals):
            d.ln("  %-15s %s" % (nmx, "not answered" if v is None else v))
        got = [v for v in vals if v is not None]
        d.ln("  Total %d / %d x 100 = %d%s" % (sum(got), 5 * len(got), round(100.0 * sum(got) / (5 * len(got))), "%"))
    elif any(m[0] == "QuickDASH" for m in main):
        items = [R.randint(1, 5) for _ in range(11)]
        d.ln("QuickDASH initial: items %s" % " ".join(str(x) for x in items))
        d.ln("  ((sum %d / 11) - 1) x 25 = %.1f; work module %s; sports/performing arts module %s" % (
            sum(items), (sum(items) / 11.0 - 1) * 25, R.choice(["not completed", "56.3", "81.3", "25.0"]),
            R.choice(["n/a", "not completed", "68.8"])))
    d.ln("")
    d.ln("PSFS activities (0 = unable, 10 = able at prior level):")
    acts = R.sample(["walking the dog", "lifting at work", "getting dressed", "driving > 30 min", "gardening",
                     "hanging washing", "playing netball", "carrying shopping", "sleeping on L side",
                     "kneeling at church", "typing", "picking up grandchild", "running 5 km"], 3)
    for a in acts:
        d.ln("  - %s: %d -> %d" % (a, R.randint(0, 4), R.randint(3, 10)))
    if maybe(R, 0.5):
        d.ln("Note: 'kneeling at church' refers to {ch}." if "kneeling at church" in acts else
             "Note: patient completed on tablet at reception, device ID not recorded.",
             ch=P(R.choice(["St Aldric's Parish Church", "Kellerton Baptist Church", "Grace Fellowship Church",
                            "St Brigid's Church"]), "ORGANIZATION"))
    d.ln("MCID reached: %s (PSFS MCID 2 points; ODI 10 points; QuickDASH 15 points)" % R.choice(["Yes", "No", "Partially"]))
    d.ln("Other: %s" % R.choice(clin.SCORES))
    if maybe(R, 0.5):
        d.ln("Submitted to national PROMs registry {d}, submission ID {s}", d=date_piece(R, k, dates[-1], "sys"),
             s=P(phi.idnum(R), "IDNUM"))
    if maybe(R, 0.4):
        d.ln("Recorded by {u} via {ip}", u=P(k.physio_user, "USERNAME"), ip=P(phi.ip(R), "IPADDR"))
    else:
        sig_physio(R, k, d, dated=False)


def self_referral_form(R, k, d):
    c = k.c
    reg = k.R
    d.ln(R.choice(["Online Self-Referral - Physiotherapy", "MSK SELF REFERRAL (web form submission)",
                   "Physio Self-Referral Form", "New self-referral received"]))
    d.ln("Submission ID: {s}", s=P(phi.idnum(R), "IDNUM"))
    d.ln("Submitted: {d} %s" % phi.clock(R, 0, 23), d=date_piece(R, k, k.visit, "sys"))
    d.ln("Source page: {u}", u=P(phi.url(R, k.clinic, "self-referral"), "URL"))
    d.ln("Client IP: {i}", i=P(phi.ip(R), "IPADDR"))
    d.ln("----------------------------------------")
    d.ln("Title: %s" % k.pt.title)
    d.ln("First name: {f}", f=P(k.pt.first, "PATIENT"))
    d.ln("Surname: {l}", l=P(k.pt.last, "PATIENT"))
    if k.pt.nick and maybe(R, 0.7):
        d.ln("Preferred name: {n}", n=P(k.pt.nick, "PATIENT"))
    d.ln("Date of birth: {d}", d=dob_piece(R, k, "num"))
    d.ln("Address line 1: {s}", s=P(k.addr.street, "STREET"))
    d.ln("Town/City: {t}", t=P(k.addr.town, "CITY"))
    if k.addr.county:
        d.ln("County: {c}", c=P(k.addr.county, "CITY"))
    if k.addr.state:
        d.ln("%s: {s}" % ("State" if c in ("US", "AU") else ("Province" if c == "CA" else "Region")), s=P(k.addr.state, "STATE"))
    d.ln("%s: {z}" % {"US": "ZIP", "GB": "Postcode", "IE": "Eircode"}.get(c, "Postcode"), z=P(k.addr.zip, "ZIP"))
    d.ln("Mobile: {m}", m=P(k.mob, "PHONE"))
    d.ln("Email: {e}", e=P(k.email, "EMAIL"))
    d.ln("Can we leave a voicemail? %s" % R.choice(["Yes", "No"]))
    d.ln("GP practice: {p}", p=P(k.practice, "HOSPITAL"))
    d.ln("GP name: {g}", g=dr(k.gp, R.choice(["tlast", "tfull"])) if maybe(R, 0.7) else P(k.gp.last, "DOCTOR"))
    d.ln("{i}", i=natid(R, k))
    d.ln("Occupation: {o}", o=P(k.prof, "PROFESSION") if not k.retired else ["Retired (", P(k.prof, "PROFESSION"), ")"])
    if not k.retired:
        d.ln("Employer: {e}", e=P(k.employer, "ORGANIZATION"))
    d.ln("Which area is the problem? %s (%s)" % (R.choice(reg["names"]), k.side))
    d.ln("How long have you had it? %s" % R.choice(["less than 6 weeks", "6 weeks to 3 months", "3-12 months", "over a year"]))
    d.ln("When did it start? {o}", o=date_piece(R, k, k.onset) if maybe(R, 0.5) else P(phi.fmt_month(R, k.onset), "DATE"))
    d.ln("Did it start after an accident? %s" % R.choice(["No", "No", "Yes - work", "Yes - road traffic collision"]))
    d.ln("Tell us in your own words:")
    txt = R.choice([
        "its been getting worse since {o}, cant sleep on it. my {f} says i should of come sooner lol",
        "Pain started at {l}, I slipped on wet tiles. Been taking %s. Would prefer appointments after 4pm as I work." % R.choice(clin.DRUGS).split()[0],
        "hurt it lifting at work ({e}). manager {m} said to self refer. need a note for work too",
        "I am a {p} and on my feet all day. Worse after shifts. Saw a physio privately at {c} last year which helped.",
    ])
    d.ln(txt, o=P(phi.fmt_month(R, k.onset), "DATE"), f=fam_piece(R, k, 0, "first"),
         l=P(R.choice(PL.LANDMARKS), "LOCATION_OTHER"), e=P(k.employer, "ORGANIZATION"),
         m=nm(k.fam[1][1], "FAMILY", R.choice(["first", "full"])), p=P(k.prof, "PROFESSION"),
         c=P(phi.clinic(R, c), "HOSPITAL"))
    d.ln("Any of the following? Numbness between legs / bladder or bowel change / unexplained weight loss / fever: %s" % R.choice(["None", "None", "No", "none of these"]))
    d.ln("Pain score today (0-10): %d" % R.randint(2, 9))
    d.ln("Do you need an interpreter? %s" % R.choice(["No", "No", "Yes - Mandarin", "Yes - Arabic", "Yes - Samoan"]))
    if maybe(R, 0.5):
        d.ln("Parking permit requested for vehicle: {v}", v=P(phi.plate(R, c), "VEHICLE"))
    if maybe(R, 0.4):
        d.ln("Completed on behalf of patient by: {f} ({r})", f=nm(k.fam[0][1], "FAMILY", "full"), r=k.fam[0][0])
    d.ln("Consent to share with GP: Yes   Privacy notice read: Yes")
    d.ln("----------------------------------------")
    d.ln("Auto-acknowledgement sent to {e} at %s" % phi.clock(R), e=P(k.email, "EMAIL"))
    if maybe(R, 0.6):
        d.ln("Admin: triaged to %s by {u} on {d}" % R.choice(["routine physio", "APP clinic", "urgent APP", "group class"]),
             u=P(k.admin_user, "USERNAME"), d=date_piece(R, k, phi.add_days(k.visit, R.randint(0, 3)), "sys"))


def telephone_review(R, k, d):
    c = k.c
    reg = k.R
    d.ln(R.choice(["TELEPHONE REVIEW", "Telephone Consultation - MSK", "Phone f/u note", "Virtual review (telephone)"]))
    d.ln("Date: {d}  Time: %s  Duration: %d min" % (phi.clock(R), R.choice([10, 12, 15, 20, 25])), d=date_piece(R, k, k.visit))
    d.ln("Clinician: {p}", p=nm(k.physio, "DOCTOR", R.choice(["full", "ilast", "fml"])))
    d.ln("Patient: {n}  {m}", n=pt_name(R, k), m=mrn_piece(R, k) if c != "NZ" else natid(R, k))
    d.ln("")
    rc = R.randrange(4)
    if rc == 0:
        d.ln("Called pt on {t}. ID confirmed with DOB ({d}) and first line of address ({s}).",
             t=P(k.mob, "PHONE"), d=dob_piece(R, k), s=P(k.addr.street, "STREET"))
    elif rc == 1:
        d.ln("Rang {t} - no answer, VM left. Second attempt %s: spoke to {f}, who passed phone to pt." % phi.clock(R),
             t=P(k.tel, "PHONE"), f=fam_piece(R, k, 0))
        d.ln("Identity checked (name, DOB {d}, postcode {z}).", d=dob_piece(R, k), z=P(k.addr.zip, "ZIP"))
    elif rc == 2:
        d.ln("Pt called in to {t} requesting advice; call-back to {m}. Voice ID verified on telephony system (voiceprint ref {b}).",
             t=P(k.clinic_tel, "PHONE"), m=P(k.mob, "PHONE"), b=P(phi.bioid(R, "voice"), "BIOID"))
    else:
        d.ln("Video link failed ({u}), converted to phone call to {m}.",
             u=P(phi.url(R, None, "visit/%s" % phi.digits(R, 6)), "URL"), m=P(k.mob, "PHONE"))
    d.ln("")
    d.ln("S: %s since last seen on {l}." % R.choice(["Improving", "Some improvement", "No better", "Worse",
                                                      "Much better - 70% improved"]),
         l=date_piece(R, k, phi.add_days(k.visit, -R.randint(14, 50))))
    d.ln("Pain NRS %d/10 (was %d/10). Sleep %s. Doing HEP %s." % (R.randint(1, 7), R.randint(5, 9),
                                                                   R.choice(["better", "unchanged", "disturbed 2x/night"]),
                                                                   R.choice(["daily", "most days", "rarely", "3x/week"])))
    if maybe(R, 0.5):
        d.ln("Back at work as {p} on %s." % R.choice(["light duties", "reduced hours", "full duties", "phased return"]),
             p=P(k.prof, "PROFESSION"))
    if maybe(R, 0.4):
        d.ln("Went to {x} over {h}; managed flights OK.", x=P(R.choice(PL.ABROAD), "COUNTRY"),
             h=P(R.choice(["Christmas", "Easter", "New Year", "Diwali", "Thanksgiving", "Eid"]), "DATE"))
    d.ln("Red flags re-screened: %s." % R.choice(reg["red"]))
    d.ln("Meds: %s" % R.choice(clin.DRUGS))
    d.ln("Exercises reviewed over phone:")
    for name, dose in R.sample(reg["ex"], 2):
        d.ln("  - %s %s -> %s" % (name, dose, R.choice(["progress load", "continue", "reduce to pain <3/10",
                                                        "add 2nd set", "stop - aggravating"])))
    if maybe(R, 0.5):
        d.ln("%s (NOK) present on speaker, questions answered re %s." % (
            cap(k.fam[0][0]), R.choice(["scan results", "driving", "returning to gym", "injection"])))
    if maybe(R, 0.45):
        d.ln("Pt asks for a letter for employer {e} (HR contact {m}); to be emailed to {x}.",
             e=P(k.employer, "ORGANIZATION"), m=nm(k.mgr, "FAMILY", R.choice(["full", "tlast"])),
             x=P(phi.email(R, k.mgr.first, k.mgr.last, k.employer), "EMAIL"))
    d.ln("Safety-netting: advised re %s; to contact %s or the clinic on {t}." % (
        R.choice(["cauda equina symptoms", "worsening neuro symptoms", "hot swollen joint", "calf pain/swelling"]),
        {"GB": "NHS 111", "IE": "GP out of hours", "US": "911", "CA": "811", "AU": "healthdirect", "NZ": "Healthline"}[c]),
         t=P(k.clinic_tel, "PHONE"))
    d.ln("")
    d.ln("A: %s - %s." % (k.dx, R.choice(["progressing as expected", "plateaued", "slow progress", "resolving"])))
    d.ln("P: %s" % R.choice([
        "Progress HEP; exercise sheet re-sent by email.", "Book F2F review in APP clinic.",
        "Discharge with SOS open appointment for 6/12.", "Request MRI - form completed.",
        "Refer for injection - added to list.", "Continue; tel review 4/52."]))
    if maybe(R, 0.5):
        d.ln("Exercise link sent to {e}", e=P(k.email, "EMAIL"))
    if maybe(R, 0.5):
        d.ln("Next contact: {d} %s" % phi.clock(R), d=date_piece(R, k, phi.add_days(k.visit, R.choice([14, 21, 28, 42]))))
    d.ln("")
    if maybe(R, 0.5):
        d.ln("{n} / {u} / {d} %s" % phi.clock(R), n=nm(k.physio, "DOCTOR", "ilast"), u=P(k.physio_user, "USERNAME"),
             d=date_piece(R, k, k.visit, "num"))
    else:
        sig_physio(R, k, d, dated=False)

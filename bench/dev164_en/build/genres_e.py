"""Genres: place of safety (police detention) record, telehealth psychiatry review."""
import phi
import pools_places as PP
from clin import diag, DIAG, MEDS, MSE_APP, MSE_BEH, MSE_SPEECH, MSE_MOOD, MSE_THOUGHT, MSE_PERC, MSE_INS, LAW, SCORES
from clin import CLOTHES, PLAN_ITEMS
from core import Doc, nm, dr, dt, addr, cap
from genres_a import _hp_label, _mrn_label, _lic_label


# ------------------------------------------------------------------ place of safety
def place_of_safety(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    L = LAW[c]
    A({"UK": "SECTION 136 - PLACE OF SAFETY RECORD", "IE": "SECTION 12 (MHA 2001) - GARDA REMOVAL: RECEIVING RECORD",
       "AU": "POLICE APPREHENSION UNDER THE MENTAL HEALTH ACT - ED RECORD"}[c], "\n")
    A("Receiving unit: ", (ctx.hosp, "HOSPITAL"), ", ", rng.choice(["place of safety suite", "HBPoS", "ED BAU",
                                                                  "mental health assessment room"]), " ",
      (str(rng.randint(1, 4)), "LOCATION_OTHER"), "\n\n")
    unknown = rng.random() < 0.3
    A("Person detained: ")
    if unknown:
        A("unknown ", "male" if ctx.sex == "M" else "female", " on arrival - later identified as ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "caps"]))
    A("\nDOB: ")
    dt(d, ctx, ctx.dob)
    A(" (", (str(ctx.age), "AGE"), ")   ", _mrn_label(c, rng), ": ", (ctx.mrn, "MRN"))
    if rng.random() < 0.2:
        A("   ", {"UK": rng.choice(["NINo", "NI No", "NI number"]), "IE": "PPSN", "AU": rng.choice(["CRN", "Centrelink CRN"])}[c], ": ", (ctx.ssn, "SSN"))
    A("\nHome address: ")
    addr(d, ctx)
    A("\n\nDETENTION\n")
    det = ctx.ref
    t0h = rng.randint(0, 23)
    t0m = rng.randint(0, 59)
    A("Date/time detained: ")
    dt(d, ctx, det, "uk")
    A(" %02d:%02d\n" % (t0h, t0m))
    A("Location: ")
    if rng.random() < 0.6:
        A((phi.landmark(rng, c), "LOCATION_OTHER"), ", ", (phi.town(rng, c), "CITY"))
    else:
        A("outside ", (phi.street(rng, c, True), "STREET"), ", ", (phi.town(rng, c), "CITY"))
    A("\nCircumstances: ", rng.choice(["standing on wrong side of railings", "walking in traffic", "threatening to "
                                                                                              "jump",
                                     "shouting at passers-by, believed to be followed", "found with ligature "
                                                                                      "in park"]), ".\n")
    A("Police incident no: ", (phi.idnum(rng, "police"), "IDNUM"), "\n")
    if unknown or rng.random() < 0.4:
        A("Identity confirmed by mobile fingerprint scan, biometric ref ", (phi.bioid(rng), "BIOID"), "\n")
    if rng.random() < 0.35:
        A("Taken to custody first (no HBPoS available): custody record ", (phi.idnum(rng, "custody"), "IDNUM"),
          "; fingerprint record ", (phi.bioid(rng), "BIOID"), "\n")
    A("Conveyed by: ", rng.choice(["ambulance, incident ", "police vehicle", "ambulance, job no. "]))
    if d.buf[-1].endswith(" "):
        A((phi.idnum(rng, "ambulance"), "IDNUM"))
    A("\n\nPROPERTY\n")
    A("- mobile phone, IMEI ", (phi.device_id(rng, "imei"), "DEVICE"), "\n")
    if rng.random() < 0.5:
        A("- bank card, account ending ", (phi.dig(rng, 4), "ACCOUNT"), "\n")
    if rng.random() < 0.5:
        A("- car keys; vehicle (reg ", (phi.plate(rng, c), "VEHICLE"), ") left at ",
          (phi.landmark(rng, c), "LOCATION_OTHER"), "\n")
    A("- ", rng.choice(["cash 12.40", "lighter and tobacco", "wallet", "rucksack"]), "\n")
    A("Clothing: ", rng.choice(CLOTHES), "\n\n")
    A("TIMELINE\n")
    fmt = rng.choice(["pipe", "list"])
    if fmt == "pipe":
        A("| Time | Event | By |\n|---|---|---|\n")
    t = t0h * 60 + t0m
    amhp = ctx.staff({"UK": "AMHP", "IE": "Registrar", "AU": "Psychiatry Registrar"}[c])
    s12 = ctx.staff("Consultant Psychiatrist")
    nurse = ctx.staff({"UK": "Staff Nurse", "IE": "Staff Nurse", "AU": "RN"}[c])
    evs = [("Arrived at place of safety", nurse), ("Physical health screen, NEWS2 0, BAC 0.0", nurse),
           ("Medical assessment ", s12), (L["assessor"] + " assessment" if c == "UK" else "Registrar review", amhp),
           ("NOK informed: ", nurse), ("Outcome agreed", s12)]
    for ev, who in evs:
        t += rng.randint(15, 150)
        tm = "%02d:%02d" % ((t // 60) % 24, t % 60)
        A("| " if fmt == "pipe" else "* ", tm, " | " if fmt == "pipe" else " - ", ev)
        if ev.startswith("NOK"):
            A(ctx.nok_rel, " ")
            nm(d, rng, ctx.nok, "FAMILY", rng.choice(["full", "first"]))
            A(", ", (ctx.nok_phone, "PHONE"))
        if ev.startswith("Medical"):
            A("(", _lic_label("doc", c), " ", (s12.lic(rng), "LICENSE"), ")")
        A(" | " if fmt == "pipe" else " (")
        dr(d, rng, who, rng.choice(["t_last", "full", "inits"]))
        A(" |\n" if fmt == "pipe" else ")\n")
    A("\nASSESSMENT SUMMARY\n", rng.choice(MSE_APP), ". ", cap(rng.choice(MSE_BEH)), ". ", cap(rng.choice(MSE_MOOD)),
      ". ", cap(rng.choice(MSE_THOUGHT)), ". ", cap(rng.choice(MSE_INS)), ".\n")
    if rng.random() < 0.5:
        A("Currently works as a ", (ctx.prof, "PROFESSION"), "; known to ", (ctx.team, "HOSPITAL"), ".\n")
    A("\nOUTCOME\n")
    o = rng.choice(["adm", "inf", "home"])
    if o == "adm":
        A("Detained under ", L["s2"], "; admitted to ", (ctx.ward, "HOSPITAL"), ".")
    elif o == "inf":
        A("Agreed ", L["informal"], " admission to ", (ctx.ward, "HOSPITAL"), ".")
    else:
        A("Not detained. Discharged home to ", (ctx.street, "STREET"), " with follow-up by ", (ctx.team, "HOSPITAL"),
          " on ")
        dt(d, ctx, ctx.d(1), rng.choice(["wdabbr", "uk"]))
        A(".")
    A(" Detention ended ")
    dt(d, ctx, ctx.d(rng.choice([0, 0, 1])), "uk")
    A(" %02d:%02d (within 24h limit).\n" % ((t // 60 + 1) % 24, rng.randint(0, 59)))
    A("Form completed by ", (nurse.p.full(), "DOCTOR"), " ", nurse.role, "; copy to police via ",
      (phi.email(rng, c, generic=rng.choice(["s136.returns", "mh.liaison", "pos.admin"])), "EMAIL"), "\n")
    return d


# ------------------------------------------------------------------ telehealth review
def telehealth_review(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    psych = ctx.rc
    A(rng.choice(["TELEHEALTH PSYCHIATRY REVIEW", "Video Consultation - Outpatient Psychiatry", "TELEPSYCHIATRY "
                  "CONSULTATION NOTE", "Remote Review (video)"]), "\n")
    A("Service: ", (ctx.team, "HOSPITAL"), "\n")
    A("Date: ")
    dt(d, ctx, ctx.ref, rng.choice(["wdlong", ctx.dstyle]))
    s0 = rng.randint(8, 16)
    A("   Start ", "%02d:%02d" % (s0, rng.choice([0, 15, 30, 45])), "  End ", "%02d:%02d" % (s0 + 1, rng.choice([0, 5, 10])),
      "\n")
    A("Patient: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "caps"]))
    A("   DOB ")
    dt(d, ctx, ctx.dob)
    A("   ", _hp_label(c, rng), " ", (ctx.hp, "HEALTHPLAN"))
    if c == "AU" and rng.random() < 0.4:
        A("   DVA ", ("N" + rng.choice(["X", "SW", "V", "Q"]) + phi.dig(rng, 6), "HEALTHPLAN"))
    A("\n", _mrn_label(c, rng), " ", (ctx.mrn, "MRN"), "\n\n")
    A("Platform: ", rng.choice(["secure video", "Healthdirect video call", "Attend Anywhere", "MS Teams (trust "
                                                                                             "tenant)"]), " - ",
      (phi.url(rng), "URL"), "\nSession ID: ", (phi.dig(rng, 3) + "-" + phi.dig(rng, 3) + "-" + phi.dig(rng, 3),
                                                 "IDNUM"), "\n")
    A("Patient location (confirmed for emergency response): ")
    remote = rng.random() < 0.4
    if remote:
        A((rng.choice(PP.PRACTICES), "HOSPITAL"), ", ", (phi.town(rng, c), "CITY"), " - with practice nurse ")
        pn = ctx.staff("RN" if c == "AU" else "Staff Nurse")
        A((pn.p.full(), "DOCTOR"), "\n")
    else:
        A("home - ")
        addr(d, ctx)
        A("\n")
    A("Backup phone: ", (ctx.phone, "PHONE"), "\n")
    if rng.random() < 0.5:
        A("Connection: clinician ", (phi.ip(rng), "IPADDR"), " / patient ", (phi.ip(rng), "IPADDR"),
          rng.choice([" - audio dropped twice", " - stable", " - video froze, reconnected"]), "\n")
    if rng.random() < 0.35:
        A("Loan tablet asset tag ", (phi.device_id(rng, "other"), "DEVICE"), " issued by team\n")
    A("Participants: ")
    dr(d, rng, psych, "t_full")
    A(" (psychiatrist")
    if c == "AU":
        A(", prescriber no. ", (phi.license_no(rng, c, "presc"), "LICENSE"))
    A("); patient")
    if rng.random() < 0.5:
        A("; ", ctx.nok_rel, " ")
        nm(d, rng, ctx.nok, "FAMILY", rng.choice(["first", "full"]))
    A("\nConsent for video consultation obtained verbally.")
    if c == "AU":
        A(" MBS item ", rng.choice(["91827", "91828", "91829", "92437"]), ".")
    A("\n\nHistory\n")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["first", "last_t"]))
    A(" reports ", rng.choice(["improved sleep since dose change", "ongoing low mood and poor motivation",
                               "voices are quieter", "stress at work", "increased drinking since "]))
    if d.buf[-1].endswith("since "):
        A((rng.choice(phi.HOLIDAYS[c]), "DATE"))
    A(". ", rng.choice(["Lives alone on a farm", "Lives with partner and two children", "Lives in a share house",
                        "Lives with parents"]), "; ", rng.choice(["works as a ", "recently stopped work as a "]),
      (ctx.prof, "PROFESSION"))
    if rng.random() < 0.5:
        A(" at ", (phi.org(rng, c), "ORGANIZATION"))
    A(". Last reviewed ")
    dt(d, ctx, ctx.d(-rng.choice([28, 42, 56, 90])))
    A(".\n\nMental state (via video)\n", rng.choice(MSE_APP), ". ", cap(rng.choice(MSE_SPEECH)), " speech. Mood ",
      rng.choice(MSE_MOOD), ". ", cap(rng.choice(MSE_THOUGHT)), ". ", cap(rng.choice(MSE_PERC)), ". ",
      cap(rng.choice(MSE_INS)), ". ", rng.choice(SCORES), ".\n\n")
    A("Diagnosis: ", diag(rng, ctx.age, ctx.sex), "\n\nPlan\n")
    A(" 1. ", cap(rng.choice(MEDS)), "\n 2. ", rng.choice(PLAN_ITEMS), "\n")
    if c == "AU":
        A(" 3. eScript token sent by SMS to ", (ctx.phone, "PHONE"), " (token ", (phi.dig(rng, 4).upper() + "-" +
                                                                                 phi.dig(rng, 6), "IDNUM"), ")\n")
    else:
        A(" 3. Prescription sent electronically to ", (rng.choice(PP.PHARMACIES), "HOSPITAL"), "\n")
    A(" 4. Next video review ")
    dt(d, ctx, ctx.d(rng.choice([28, 42, 56])))
    A(", same link\n")
    A(" 5. Letter to GP Dr ", (ctx.gp.last, "DOCTOR"), " via ", (phi.email(rng, c, ctx.gp), "EMAIL"), "\n\n")
    A("Electronically signed: ", (psych.p.full(), "DOCTOR"))
    if rng.random() < 0.5:
        A(" (user ", (phi.username(rng, psych.p), "USERNAME"), ")")
    A("\n")
    return d

"""Genres: optometrist referral, community optometrist shared-care record, drop adherence telephone call."""
import blocks as B
from clinical import Clin, add_months
from core import PC_WORD, art, slug


FHX_REL = {"wife": "mother", "husband": "father", "neighbour": "cousin", "friend": "cousin", "carer": "cousin",
           "partner": "cousin", "son-in-law": "brother", "daughter-in-law": "sister"}


def _optom_head(n, x):
    n.p("HOSPITAL", x.optom_practice)
    n.t("\n")
    n.add(x.addr_pieces(x.optom_addr, sep=x.pick([", ", "\n"])))
    n.t("\nTel: ")
    n.p("PHONE", x.phone(reg=x.optom_addr["region"]))
    if x.chance(0.5):
        n.t("   Fax: ")
        n.p("FAX", x.phone(reg=x.optom_addr["region"]))
    n.t("\nEmail: ")
    n.p("EMAIL", x.email(role=x.pick(["info", "clinic", "referrals", "eyetests"]),
                         domain="%s.example.com" % slug(x.optom_practice.split()[0])))
    n.t("\n\n")


def optom_referral(n, x):
    c = Clin(x)
    rng = x.rng
    he = "he" if x.pt.sex == "M" else "she"
    _optom_head(n, x)
    n.t("Date: ")
    n.p("DATE", x.date(x.visit))
    n.t("\n")
    form = rng.random() < 0.55
    if form:
        n.t(x.pick(["OPTOMETRIST REFERRAL - SUSPECTED GLAUCOMA / OHT\n", "GOS18-style referral: glaucoma\n",
                    "Referral for ophthalmological opinion (glaucoma)\n"]))
        n.t("To: Glaucoma Service, ")
        n.p("HOSPITAL", x.hosp)
        if x.c == "GB" and rng.random() < 0.7:
            n.t(" (via e-RS, UBRN ")
            n.p("IDNUM", "%s %s %s" % (x.rng.randint(1000, 9999), x.rng.randint(1000, 9999), x.rng.randint(1000, 9999)))
            n.t(")")
        n.t("\ncc: %s " % B.GP_WORD[x.c])
        B.doc(n, x, x.gp, "full", title=x.dr())
        n.t(", ")
        n.p("HOSPITAL", x.practice)
        n.t("\nUrgency: %s\n\n" % x.pick(["Routine", "Routine", "Soon", "Urgent (IOP >= 32)"]))
        n.t("Patient: ")
        B.name(n, x, x.pt, "PATIENT", x.pick(["tf", "full", "LF"]))
        n.t("\nDOB: ")
        n.p("DATE", x.date(x.dob, "num"))
        n.t("  Age: ")
        n.p("AGE", str(x.age))
        n.t("\nAddress: ")
        n.add(x.addr_pieces(x.addr))
        n.t("\nTel: ")
        n.p("PHONE", x.phone(reg=x.addr["region"]))
        n.t("  Mobile: ")
        n.p("PHONE", x.phone("mobile", reg=x.addr["region"]))
        hl, hv = x.healthplan()
        n.t("\n%s: " % hl)
        n.p("HEALTHPLAN", hv)
        n.t("\nOccupation: " + ("retired " if x.retired else ""))
        n.p("PROFESSION", x.prof)
        n.t("   Drives: %s\n\n" % x.pick(["Yes", "Yes (Group 2)" if x.c == "GB" else "Yes (commercial)", "No"]))
    else:
        n.t("\nDear %s,\n\n" % x.pick(["Colleague", "Doctor", "Ophthalmologist"]))
        n.t("Re: ")
        B.name(n, x, x.pt, "PATIENT", "tf")
        n.t(", DOB ")
        n.p("DATE", x.date(x.dob, "num"))
        n.t(", ")
        n.add(x.addr_pieces(x.addr))
        n.t("\nPh ")
        n.p("PHONE", x.phone("mobile", reg=x.addr["region"]))
        hl, hv = x.healthplan()
        n.t("   %s " % hl)
        n.p("HEALTHPLAN", hv)
        n.t("\n\nI would be grateful if you could see this ")
        n.p("AGE", str(x.age))
        n.t("-year-old %s, %s " % ("man" if x.pt.sex == "M" else "woman",
                                   "a retired" if x.retired else "who works as " + art(x.prof)))
        n.p("PROFESSION", x.prof)
        n.t(", regarding %s.\n\n" % x.pick(["raised IOP", "suspicious optic discs", "a repeatable field defect",
                                            "narrow angles and raised IOP", "asymmetric cupping"]))
    n.t("History: %s. " % x.pick(["Routine sight test, asymptomatic", "Complains of difficulty reading",
                                 "Attended for new glasses", "Annual diabetic-related check",
                                 "Referred by GP for IOP check"]))
    r = rng.random()
    if r < 0.4:
        n.t("FHx glaucoma: %s " % FHX_REL.get(x.rel, x.rel))
        n.p("FAMILY", x.fam.full())
        n.t(x.pick([" (under HES)" if x.c == "GB" else " (under an ophthalmologist)", ", registered blind", ""]) + ". ")
    elif r < 0.7:
        n.t("No known FHx of glaucoma. ")
    n.t("PMH: %s. Meds: %s.\n\n" % ("; ".join(c.systemic), x.pick(["amlodipine, atorvastatin", "metformin",
                                                                  "nil", "salbutamol inhaler", "bisoprolol 2.5 mg"])))
    n.t("Findings:\n")
    n.t("  VA: %s %s, %s %s (with Rx)\n" % (c.e("R"), c.va_s("R"), c.e("L"), c.va_s("L")))
    meth = x.pick(["Pulsair NCT", "iCare", "Keeler Pulsair", "Tonoref NCT", "Perkins"])
    r1 = [c.iop["R"] + 6 + rng.randint(-2, 2) for _ in range(3)]
    l1 = [c.iop["L"] + 6 + rng.randint(-2, 2) for _ in range(3)]
    n.t("  IOP (%s) at %02d:%02d: %s %s / %s %s mmHg\n" % (meth, rng.randint(9, 17), rng.randint(0, 59), c.e("R"),
                                                           " ".join(map(str, r1)), c.e("L"), " ".join(map(str, l1))))
    if rng.random() < 0.7:
        n.t("  Repeat measurement (Goldmann, refinement) on ")
        n.p("DATE", x.date(x.days(x.visit, 3, 20)))
        n.t(": %d / %d mmHg\n" % (r1[0] - 1, l1[0] - 2))
    n.t("  Van Herick: %d / %d\n" % (c.vh, c.vh))
    n.t("  Discs: C/D %s %.1f, %s %.1f; %s\n" % (c.e("R"), c.cdr["R"], c.e("L"), c.cdr["L"],
                                                x.pick(["inferior rim thinning", "disc haemorrhage (Drance) noted",
                                                        "asymmetry > 0.2", "healthy rims", "notch at 5 o'clock"])))
    n.t("  Fields: %s - %s\n" % (x.pick(["Humphrey 24-2 SITA Fast", "Henson 9000 suprathreshold",
                                         "Humphrey 24-2 SITA Faster", "Octopus 600"]),
                                 x.pick(["repeatable superior arcuate defect", "unreliable (high FL)",
                                         "full", "nasal step repeatable x2", "several missed points inferiorly"])))
    if rng.random() < 0.6:
        n.t("  OCT: RNFL %d/%d um\n" % (c.rnfl["R"], c.rnfl["L"]))
    if rng.random() < 0.6:
        n.t("  CCT: %d/%d um\n" % (c.cct["R"], c.cct["L"]))
    n.t("\nReason for referral: %s\n" % x.pick([
        "IOP >= 24 mmHg on repeat GAT (meets %s referral criteria)" % ("NICE NG81" if x.c == "GB" else "local"),
        "suspicious disc with corresponding field loss", "narrow angles (VH 1) with raised IOP",
        "new visual field defect with thin RNFL"]))
    if rng.random() < 0.5:
        n.t("Patient informed and agrees to referral; prefers contact by email ")
        n.p("EMAIL", x.email(x.pt))
        n.t(".\n")
    n.t("\n" + x.pick(["Yours sincerely,\n", "Regards,\n", "Signed: "]))
    n.p("DOCTOR", x.optom.full())
    n.t(", " + x.pick(B.OPTOM_CRED[x.c]))
    lab, val = x.optom_licence()
    n.t("\n%s: " % lab)
    n.p("LICENSE", val)
    n.t("\n")
    if rng.random() < 0.5:
        n.t("Practice ref: ")
        n.p("IDNUM", x.idnum(x.pick(["", "PR-"])))
        n.t("\n")


def shared_care(n, x):
    c = Clin(x)
    rng = x.rng
    n.t(x.pick(["GLAUCOMA SHARED CARE - COMMUNITY MONITORING RECORD\n", "Shared care glaucoma monitoring (OHT/stable COAG)\n",
                "Community Glaucoma Monitoring Service - visit record\n"]))
    n.t("Accredited practice: ")
    n.p("HOSPITAL", x.optom_practice)
    n.t(", ")
    n.add(x.addr_pieces(x.optom_addr))
    n.t("\nOptometrist: ")
    n.p("DOCTOR", x.optom.full())
    lab, val = x.optom_licence()
    n.t(" (%s " % lab)
    n.p("LICENSE", val)
    n.t(")\n\n")
    B.banner(n, x, style=x.pick([0, 1, 2]))
    n.t("Tel: ")
    n.p("PHONE", x.phone(x.pick(["land", "mobile"]), reg=x.addr["region"]))
    n.t("\n%s: " % B.GP_WORD[x.c].upper())
    B.doc(n, x, x.gp, "full", title=x.dr())
    n.t(" / ")
    n.p("HOSPITAL", x.practice)
    n.t("\nHES consultant: ")
    B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
    n.t(", ")
    n.p("HOSPITAL", x.hosp)
    n.t("\n\nDiagnosis: %s\nDischarged to shared care: " % c.dx_line())
    d0 = x.days(x.visit, -1600, -700)
    n.p("DATE", x.date(d0, x.pick([None, "my"])))
    n.t("\nTreatment: %s\nTarget IOP: %s <=%d, %s <=%d mmHg\n\n" % (c.drops_inline(), c.e("R"), c.target + 3,
                                                                   c.e("L"), c.target + 3))
    n.t("VISIT LOG\n")
    n.t("Date          IOP R/L (GAT)   VF MD R/L (dB)   Discs        Adherence   By\n")
    visits = rng.randint(3, 5)
    step = (x.visit - d0).days // visits
    for i in range(visits):
        d = x.days(d0, step * i + 20, step * i + 40) if i < visits - 1 else x.visit
        ds = x.date(d, "num")
        n.p("DATE", ds)
        n.t(" " * max(2, 14 - len(ds)))
        ir, il = c.iop["R"] + rng.randint(-3, 3), c.iop["L"] + rng.randint(-3, 3)
        n.t(("%d/%d @%02d:%02d" % (ir, il, rng.randint(9, 17), rng.randint(0, 59))).ljust(16))
        n.t(("%+.1f/%+.1f" % (c.md["R"] + rng.uniform(-0.8, 0.8), c.md["L"] + rng.uniform(-0.8, 0.8))).ljust(17))
        n.t(x.pick(["stable", "stable", "no change", "?new haem", "stable"]).ljust(13))
        n.t(x.pick(["good", "good", "misses 1/wk", "good", "poor"]).ljust(12))
        n.p("DOCTOR", (x.optom if rng.random() < 0.8 else x.tech).inits(dots=False))
        n.t("\n")
    n.t("\nToday: VA %s %s %s %s; %s\n" % (c.e("R"), c.va_s("R"), c.e("L"), c.va_s("L"),
                                          x.pick(["anterior segment quiet", "mild MGD, lids ok", "PXF R>L",
                                                  "trace hyperaemia (PGA)"])))
    c.vf(n)
    n.t("\n")
    c.disc(n)
    c.neg(n, "exam", 1)
    n.t("\n\nRe-referral triggers: IOP above target on 2 visits, new/progressing field defect, disc haemorrhage, "
        "adverse drop reaction.\n")
    if c.stable:
        n.t("Outcome: stable - continue shared care, next visit ")
        n.p("DATE", x.date(add_months(x.visit, x.pick([6, 12, 12])), x.pick(["my", None])))
    else:
        n.t("Outcome: REFER BACK to HES - %s. Referral sent to " % x.pick(["IOP above target x2",
                                                                        "possible field progression",
                                                                        "disc haemorrhage LE"]))
        n.p("HOSPITAL", x.hosp)
        n.t(" on ")
        n.p("DATE", x.date(x.days(x.visit, 0, 2), "num"))
    n.t("\nClaim submitted: ref ")
    n.p("ACCOUNT", x.account())
    n.t("\nEntered by ")
    n.p("USERNAME", x.username(x.optom))
    n.t(" ")
    n.p("DATE", x.date(x.visit, "num"))
    n.t(" %02d:%02d\n" % (rng.randint(9, 18), rng.randint(0, 59)))


QUOTES = [
    "i keep forgetting the night one if i fall asleep in the chair",
    "the bottle is too stiff to squeeze with my arthritis",
    "they sting like mad and my eyes go red",
    "i didn't think i needed them as my sight is fine",
    "the chemist gave me a different make and i wasn't sure it was the same",
    "it costs too much since my plan changed",
    "i can never tell if the drop has gone in",
    "my eyelids have gone dark and my lashes are long",
]


def adherence_call(n, x):
    c = Clin(x)
    rng = x.rng
    he, his = ("he", "his") if x.pt.sex == "M" else ("she", "her")
    n.t(x.pick(["TELEPHONE CONSULTATION - glaucoma nurse adherence call\n", "Telephone encounter (drops adherence)\n",
                "Phone review - glaucoma drops\n"]))
    n.p("HOSPITAL", x.hosp)
    n.t(" %s\n" % x.pick(["Glaucoma Service", "Eye Clinic", "Ophthalmology"]))
    n.t("Date: ")
    n.p("DATE", x.date(x.visit, x.pick([None, "wk"])))
    n.t("  Time: %02d:%02d  Duration: %d min\n" % (rng.randint(9, 17), rng.randint(0, 59), rng.randint(5, 22)))
    B.banner(n, x, style=x.pick([0, 2]))
    if rng.random() < 0.4:
        n.t("1st attempt ")
        n.p("DATE", x.date(x.days(x.visit, -5, -1), x.pick(["dm", "num"])))
        n.t(" - no answer, voicemail left.\n")
    n.t("Called %s on " % x.pick(["patient", "pt", "home number", "mobile"]))
    n.p("PHONE", x.phone(x.pick(["land", "mobile"]), reg=x.addr["region"]))
    n.t(".\nID check: name, DOB and ")
    if rng.random() < 0.5:
        n.t("first line of address (")
        n.p("STREET", x.addr["street"])
        n.t(") ")
    else:
        n.t("%s (" % PC_WORD[x.c])
        n.p("ZIP", x.addr["pc"])
        n.t(") ")
    n.t("confirmed")
    if rng.random() < 0.55:
        n.t("; voice biometric match, voiceprint ID ")
        n.p("BIOID", x.bioid("vp"))
    n.t(".\n")
    fam = rng.random() < 0.5
    if fam:
        n.t("Spoke mainly with %s %s " % (his, x.rel))
        n.p("FAMILY", x.fam.full() if x.chance(0.5) else x.fam.first)
        n.t(" (%s, consent on file)" % x.pick(["NOK", "main carer", "helps with drops"]))
        if rng.random() < 0.5:
            n.t(", contact ")
            n.p("PHONE", x.phone("mobile"))
        n.t(".\n")
    n.t("\nDrops: %s\n" % c.drops_inline())
    n.t("S: pt reports \"%s\". " % x.pick(QUOTES))
    n.t(x.pick(["Estimates missing %d doses a week. " % rng.randint(1, 7), "Says never misses. ",
                "Stopped one bottle about %d weeks ago. " % rng.randint(1, 6), ""]))
    if rng.random() < 0.45 and not x.retired:
        n.t("Works as %s " % art(x.prof))
        n.p("PROFESSION", x.prof)
        n.t(x.pick([" on shifts, so timing varies. ", " - away from home a lot. ", ". "]))
    if rng.random() < 0.2:
        n.t("Ran out while visiting family in ")
        B.abroad(n, x)
        n.t(" and could not get the same brand there. ")
    c.neg(n, "hx", 1, "")
    n.t("\n")
    n.t("Technique discussed: %s.\n" % x.pick(["punctal occlusion 2 min, 5 min gap between drops",
                                                "lie flat, pull lower lid down, close eyes after",
                                                "cold bottle from fridge to feel the drop land"]))
    n.t("Actions:\n")
    acts = rng.sample(range(6), 3)
    for a in sorted(acts):
        if a == 0:
            n.t("- Drop aid (%s) posted to " % x.pick(["Xal-Ease", "Autodrop", "Opticare Arthro", "Autosqueeze"]))
            n.add(x.addr_pieces(x.addr))
            n.t("\n")
        elif a == 1:
            n.t("- Rang ")
            n.p("HOSPITAL", x.pharmacy)
            n.t(" on ")
            n.p("PHONE", x.phone())
            n.t(" re %s\n" % x.pick(["monthly blister/reminder chart", "brand consistency", "repeat supply",
                                      "preservative-free alternative"]))
        elif a == 2:
            n.t("- Letter to %s " % B.GP_WORD[x.c])
            B.doc(n, x, x.gp, "tl", title=x.dr())
            n.t(" to %s\n" % x.pick(["switch to PF Monopost", "add to repeat list", "review beta-blocker (HR 54)",
                                     "prescribe Cosopt instead of separate bottles"]))
        elif a == 3:
            n.t("- iCare HOME tonometer loaned, SN ")
            n.p("DEVICE", x.device_sn("tono"))
            n.t(", return by ")
            n.p("DATE", x.date(x.days(x.visit, 7, 14), x.pick(["dm", "num"])))
            n.t("\n")
        elif a == 4:
            n.t("- Reminder app set up; log-in ")
            n.p("USERNAME", x.username(x.pt, x.pick([1, 5])))
            n.t(" (")
            n.p("URL", x.url("portal"))
            n.t(")\n")
        else:
            n.t("- Information leaflet e-mailed to ")
            n.p("EMAIL", x.email(x.pt if not fam else x.fam))
            n.t("\n")
    n.t("Plan: callback ")
    n.p("DATE", x.date(x.days(x.visit, 14, 42), x.pick(["num", "dm", "short"])))
    n.t("; next clinic ")
    n.p("DATE", x.date(add_months(x.visit, x.pick([2, 3, 4, 6])), x.pick(["my", "num", None])))
    n.t(" with ")
    B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
    n.t(".\n\n")
    n.p("DOCTOR", x.nurse.full())
    n.t(", %s, ext " % x.pick(B.NURSE_ROLE[x.c]))
    n.p("PHONE", "555%d" % rng.randint(0, 9))
    n.t("\n")

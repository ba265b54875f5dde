"""Genres: SLT laser procedure note, trabeculectomy operative note, post-operative day-1 review."""
import blocks as B
from clinical import Clin, add_months

LASERS = ["Ellex Tango Reflex", "Lumenis Selecta II", "Lightmed LightLas SLT Deluxe", "Ellex Tango",
          "Lumenis Selecta Duet", "Quantel Optimis Fusion"]


def _eye(c):
    return c.lat if c.lat != "B" else c.x.pick(["R", "L"])


def _slt_brief(n, x, c, k, iop):
    """Short laser-clinic entry, as typed between patients."""
    rng = x.rng
    E = c.e(k)
    n.p("HOSPITAL", x.hosp)
    n.t(" laser clinic  ")
    n.p("DATE", x.date(x.visit, x.pick(["num", "short"])))
    n.t("\n")
    B.name(n, x, x.pt, "PATIENT", x.pick(["full", "LF"]))
    n.t(" (")
    n.p("AGE", str(x.age))
    ml, mv = x.mrn()
    n.t("%s)  %s " % (x.pt.sex, ml))
    n.p("MRN", mv)
    n.t("  DOB ")
    n.p("DATE", x.date(x.dob, "num"))
    n.t("\n\nSLT %s - %s\n" % (E, x.pick(["1st line, keen to avoid drops", "adjunct, IOP above target",
                                        "drop intolerance", "repeat (good response 2 yrs)"])))
    n.t("Drops: %s\n" % c.drops_inline())
    n.t("Consent (form ")
    n.p("IDNUM", x.idnum("CF"))
    n.t(") by ")
    B.doc(n, x, x.reg, x.pick(["fi", "tl"]), title=x.dr())
    n.t(". Iopidine 1%% pre + post. %s (SN " % x.pick(LASERS))
    n.p("DEVICE", x.device_sn("laser"))
    n.t("), Latina lens.\n")
    e = x.pick([0.7, 0.8, 0.9, 1.0])
    n.t("%d spots / 360 deg, %.1f mJ, total %.1f mJ. Champagne bubbles +. Pigment %s.\n" % (
        x.pick([100, 96, 104, 110]), e, 100 * e, x.pick(["+", "++", "light"])))
    n.t("IOP pre %d -> 1h %d. No compl.\n\n" % (iop, iop + rng.randint(-5, 3)))
    n.t("Plan: cont drops; IOP check 6/52 (")
    n.p("DATE", x.date(x.days(x.visit, 40, 48), x.pick(["dm", "num"])))
    n.t(") at ")
    n.p("HOSPITAL", x.pick([x.hub, x.optom_practice]))
    n.t("; if pain / red / blur ring ")
    n.p("PHONE", x.phone(reg=x.hosp_addr["region"]))
    n.t(".\nLetter to %s " % B.GP_WORD[x.c])
    B.doc(n, x, x.gp, "tl", title=x.dr())
    n.t(" and optom ")
    n.p("DOCTOR", x.optom.full())
    n.t(".\n\n")
    n.p("DOCTOR", x.cons.full())
    n.t(", %s\n" % x.pick(B.CONS_ROLE[x.c])[0])


def slt_note(n, x):
    c = Clin(x)
    rng = x.rng
    k = _eye(c)
    E = c.e(k)
    iop = c.iop[k] + rng.randint(0, 6)
    if rng.random() < 0.3:
        _slt_brief(n, x, c, k, iop)
        return
    n.t(x.pick(["SELECTIVE LASER TRABECULOPLASTY (SLT) - PROCEDURE NOTE\n", "Laser Procedure Record: SLT\n",
                "SLT %s - laser note\n" % E]))
    n.p("HOSPITAL", x.hosp)
    n.t(" - %s " % x.pick(["Laser Suite, room", "Outpatient Laser Clinic, room", "Eye Day Unit laser room"]))
    n.p("LOCATION_OTHER", str(rng.randint(1, 6)))
    n.t("\nDate: ")
    n.p("DATE", x.date(x.visit, x.pick([None, "wk"])))
    n.t("   Time in: %02d:%02d\n\n" % (rng.randint(8, 16), rng.randint(0, 59)))
    B.banner(n, x)
    if rng.random() < 0.5:
        n.t("Address: ")
        n.add(x.addr_pieces(x.addr))
        n.t("\n")
    n.t("\nIndication: %s %s - %s\n" % (c.dx_abbr, E, x.pick([
        "first-line treatment (patient preference, LiGHT trial discussed)", "intolerant of drops (OSD, BAK)",
        "poor adherence to drops", "IOP above target on maximal tolerated medical therapy",
        "repeat SLT - good response to previous SLT", "wishes to reduce drop burden"])))
    if "repeat" in n.parts[-1] or rng.random() < 0.25:
        n.t("Previous SLT %s on " % E)
        n.p("DATE", x.date(x.days(x.visit, -1800, -500), x.pick(["my", None])))
        n.t("\n")
    n.t("Current drops: %s\n" % c.drops_inline())
    n.t("Pre-laser IOP: %s %d mmHg (%s)\n" % (E, iop, x.pick(["GAT", "Goldmann", "iCare"])))
    n.t("Gonioscopy: open angle, Shaffer %d, TM pigment %s\n\n" % (max(2, c.sh), x.pick(["+", "++", "+++", "mild"])))
    n.t("Consent: written consent obtained by ")
    B.doc(n, x, x.reg, x.pick(["full", "tl"]), title=x.dr())
    n.t("; risks discussed (IOP spike, AC inflammation, transient blur, ~25% non-response, may need repeat). ")
    n.t("Consent form no. ")
    n.p("IDNUM", x.idnum("CF"))
    n.t("\nLaser safety checklist completed. Laser Protection Supervisor: ")
    n.p("DOCTOR", x.nurse.full())
    n.t("\n\nPre-treatment: Apraclonidine 1%% (Iopidine) x1 %s at %02d:%02d, proxymetacaine 0.5%%\n" % (
        E, rng.randint(8, 16), rng.randint(0, 59)))
    n.t("Laser: %s   SN " % x.pick(LASERS))
    n.p("DEVICE", x.device_sn("laser"))
    n.t("\nLens: %s with %s\n" % (x.pick(["Latina SLT gonio lens", "Ocular Latina SLT lens", "Magna View SLT lens"]),
                                  x.pick(["Methocel 2%", "Viscotears", "GelTears"])))
    e0 = x.pick([0.6, 0.7, 0.8, 0.9])
    spots = x.pick([100, 100, 98, 104, 50])
    n.t("Parameters: 532 nm Q-switched Nd:YAG, spot 400 um, 3 ns, start %.1f mJ titrated to %.1f mJ (champagne bubbles),"
        " %d spots over %d degrees, total %.1f mJ\n" % (e0, e0 + 0.2, spots, 360 if spots > 90 else 180,
                                                       spots * (e0 + 0.15)))
    n.t("Complications: %s\n" % x.pick(["nil", "nil", "mild AC cells", "micro-hyphaema, settled", "nil, patient comfortable"]))
    n.t("Post-laser IOP at 1 hour: %d mmHg\n" % (iop + rng.randint(-4, 5)))
    n.t("Post-op: %s; continue current glaucoma drops.\n" % x.pick(["no anti-inflammatories", "ketorolac 0.5% QDS 5 days",
                                                                  "FML QDS 1 week", "Acular TDS 5 days"]))
    c.neg(n, "guide", 1, "Note: ")
    n.t("\n\nFollow-up: IOP check 6-8 weeks, booked ")
    n.p("DATE", x.date(x.days(x.visit, 42, 60)))
    n.t(" at ")
    n.p("HOSPITAL", x.pick([x.hub, x.hosp, x.optom_practice]))
    n.t("\nPatient advised to call the eye clinic on ")
    n.p("PHONE", x.phone(reg=x.hosp_addr["region"]))
    n.t(" if pain, redness or reduced vision.\n\n")
    n.t("Operator: ")
    B.doc(n, x, x.cons, "full", title=x.surgeon_title(x.cons) if x.chance(0.5) else None)
    lab, val = x.doc_licence()
    n.t(" (%s " % lab)
    n.p("LICENSE", val)
    n.t(")\nAssistant: ")
    n.p("DOCTOR", x.nurse.full() if x.chance(0.5) else x.tech.full())
    if rng.random() < 0.6:
        n.t("\nEpisode no. ")
        n.p("ACCOUNT", x.account())
    if rng.random() < 0.4:
        n.t("\nFor %s: " % B.GP_WORD[x.c])
        B.doc(n, x, x.gp, "full", title=x.dr())
        n.t(", ")
        n.p("HOSPITAL", x.practice)
    n.t("\n")


def trab_note(n, x):
    c = Clin(x)
    rng = x.rng
    k = _eye(c)
    E = c.e(k)
    uk = x.ukl
    n.t(x.pick(["OPERATION NOTE\n", "OPERATIVE REPORT\n", "Operation Record - Glaucoma Surgery\n"]))
    n.p("HOSPITAL", x.hosp)
    n.t("   %s " % ("Theatre" if uk else "OR"))
    n.p("LOCATION_OTHER", str(rng.randint(1, 12)))
    if rng.random() < 0.6:
        n.t("   Ward: ")
        n.p("HOSPITAL", x.ward)
    n.t("\nDate of operation: ")
    n.p("DATE", x.date(x.visit))
    n.t("\n")
    B.banner(n, x, style=x.pick([0, 2]))
    implant = rng.random() < 0.35
    proc = x.pick(["PreserFlo MicroShunt with MMC 0.2 mg/ml", "Ex-PRESS P-50 shunt with MMC"]) if implant else \
        x.pick(["Trabeculectomy with MMC 0.2 mg/ml x 2 min", "Trabeculectomy with MMC 0.4 mg/ml x 3 min",
                "Phaco-trabeculectomy with MMC 0.2 mg/ml", "Trabeculectomy with 5-FU 50 mg/ml"])
    n.t("\nProcedure: %s, %s (%s)\n" % (proc, E, x.pick(["OPCS-4 C60.1", "CPT 66170", "CPT 66183", "MBS 42746", "C60.1 + Y02.2"])))
    dxa = c.dx_abbr if c.dx_abbr in ("POAG", "NTG", "PXFG", "PDG", "CACG", "UG") else "POAG"
    na = max(1, len(c.meds))
    n.t("Indication: %s, IOP %d on %d agent%s, %s\n" % (dxa, c.iop[k] + 6, na, "s" if na > 1 else "",
                                                      x.pick(["progressing on fields", "target IOP <12 mmHg",
                                                              "intolerant of drops", "advanced disease"])))
    roles = [("Surgeon", x.cons), ("Assistant", x.reg), ("Anaesthetist" if uk else "Anesthesiologist", x.tech),
             ("Scrub nurse" if uk else "Scrub RN", x.nurse)]
    for r, p in roles:
        n.t("%s: " % r)
        if r == "Surgeon":
            B.doc(n, x, p, "full", title=x.surgeon_title(p))
        else:
            B.doc(n, x, p, x.pick(["full", "full", "fi"]), title=x.dr() if r in ("Assistant", "Anaesthetist", "Anesthesiologist") else None)
        n.t("\n")
    n.t("Anaesthesia: %s\n\n" % x.pick(["sub-Tenon's block, 2% lidocaine 4 ml", "peribulbar block + sedation (MAC)",
                                      "GA (LMA)", "topical + intracameral lidocaine + sub-Tenon's"]))
    steps = ["Povidone-iodine 5% prep, Tegaderm drape, Barraquer speculum.",
             "Corneal traction suture 7-0 silk superiorly.",
             "Fornix-based conjunctival flap at 12 o'clock, Tenon's dissected posteriorly.",
             "Light cautery (wet-field).",
             "%s on 3 sponges under conjunctiva for the stated time, washed out with 20 ml BSS."
             % ("5-FU" if "5-FU" in proc else "MMC")]
    if implant:
        steps += ["Scleral tunnel with 1 mm knife 3 mm from limbus, needle track into AC with 25G.",
                  "Device inserted bevel up, flow confirmed at the distal end.",
                  "Tenon's and conjunctiva closed with 10-0 nylon, Seidel negative."]
    else:
        steps += ["Partial-thickness scleral flap 4 x 3 mm dissected with crescent blade.",
                  "AC maintainer (Lewicky) inserted inferotemporally.",
                  "Sclerostomy with Khaw/Kelly Descemet punch x 2.",
                  "Peripheral iridectomy with Vannas scissors.",
                  "Flap closed with 10-0 nylon: 2 fixed + 2 releasable sutures, flow titrated.",
                  "Conjunctiva closed with 10-0 nylon wing sutures, watertight, Seidel negative."]
    steps.append("Subconjunctival cefuroxime 125 mg and betamethasone 4 mg inferiorly.")
    for i, s in enumerate(steps):
        n.t("%d. %s\n" % (i + 1, s))
    if implant:
        n.t("\nImplant label: lot ")
        n.p("DEVICE", x.device_sn("implant"))
        n.t("  serial ")
        n.p("DEVICE", x.device_sn("implant"))
        n.t("  exp ")
        n.t("%d-%02d\n" % (x.visit.year + 2, rng.randint(1, 12)))
    n.t("\nEBL: minimal. Complications: %s\n" % x.pick(["nil", "nil", "buttonhole in conjunctiva - repaired with 10-0 nylon",
                                                        "small hyphaema", "nil"]))
    n.t("\nPost-op:\n- Pred Forte 1%% 2-hourly %s\n- Chloramphenicol 0.5%% QDS %s x 2/52\n" % (E, E))
    n.t("- Stop all glaucoma drops %s; continue drops in fellow eye\n- Cartella shield at night\n" % E)
    n.t("- Review POD1 on ")
    n.p("DATE", x.date(x.days(x.visit, 1, 1), x.pick(["num", "wk", None])))
    n.t(x.pick([" in eye clinic", " on the ward", " in Eye Casualty"]) + ", then 1/52 with ")
    B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
    n.t("\n\nCase no. ")
    n.p("IDNUM", x.idnum(""))
    n.t("   Episode ")
    n.p("ACCOUNT", x.account())
    n.t("\nSigned: ")
    n.p("DOCTOR", x.cons.full())
    lab, val = x.doc_licence()
    n.t("  %s " % lab)
    n.p("LICENSE", val)
    n.t("  ")
    n.p("DATE", x.date(x.visit, "num"))
    n.t(" %02d:%02d\n" % (rng.randint(9, 18), rng.randint(0, 59)))


def postop_day1(n, x):
    c = Clin(x)
    rng = x.rng
    k = _eye(c)
    E = c.e(k)
    op = x.days(x.visit, -1, -1)
    n.t(x.pick(["POD1 review - ", "Post-op day 1: ", "Day 1 post-op check - "]))
    n.t(x.pick(["trabeculectomy + MMC ", "trab ", "PreserFlo ", "phacotrab "]) + E + "\n")
    n.p("HOSPITAL", x.hosp)
    n.t(", ")
    if rng.random() < 0.6:
        n.p("HOSPITAL", x.ward)
        n.t(x.pick([" bay ", ", bed "]))
        n.p("LOCATION_OTHER", str(rng.randint(1, 24)))
    else:
        n.t("eye clinic room ")
        n.p("LOCATION_OTHER", str(rng.randint(1, 12)))
    n.t("\nDate: ")
    n.p("DATE", x.date(x.visit))
    n.t("  %02d:%02d\n" % (rng.randint(7, 11), rng.randint(0, 59)))
    n.t("Pt: ")
    B.name(n, x, x.pt, "PATIENT", x.pick(["full", "LF", "FL"]))
    n.t(", ")
    n.p("AGE", str(x.age))
    n.t(x.pt.sex + ", ")
    ml, mv = x.mrn()
    n.t("%s " % ml)
    n.p("MRN", mv)
    n.t(", DOB ")
    n.p("DATE", x.date(x.dob, "num"))
    n.t("\nSurgery ")
    n.p("DATE", x.date(op, x.pick(["num", "dm", "short"])))
    n.t(" by ")
    B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
    n.t(" (%s)\n\n" % x.pick(["MMC 0.2", "MMC 0.4", "5-FU", "MMC"]))
    n.t("S: %s " % x.pick(["Comfortable overnight, mild FB sensation.", "Some ache overnight, took paracetamol x2.",
                           "No pain. Slept well.", "Watery, gritty, no nausea."]))
    if rng.random() < 0.7:
        n.t("%s " % x.pick(["Accompanied by", "Staying with", "Lift home with"]))
        n.t(x.rel + " ")
        n.p("FAMILY", x.fam.full() if x.chance(0.4) else x.fam.first)
        n.t(". ")
    va0 = ["CF", "HM", "20/200", "20/80"] if c.usfmt else ["CF", "HM", "6/60", "6/36"]
    va1 = ["20/50", "20/60", "20/40"] if c.usfmt else ["6/18", "6/24", "6/12"]
    n.t("\nO: VA %s %s (PH %s); IOP %d mmHg (%s)\n" % (E, x.pick(va0), x.pick(va1),
                                                     rng.choice([3, 5, 6, 8, 10, 12, 14, 18, 24]),
                                                     x.pick(["GAT", "Perkins", "Tono-Pen", "iCare"])))
    n.t("   Bleb: %s; Seidel %s\n" % (x.pick(["diffuse, moderately elevated", "shallow, diffuse", "high, localised",
                                            "flat - releasable tight"]), x.pick(["-ve", "negative", "-ve", "+ve (slow leak)"])))
    n.t("   AC: %s, cells %s, %s\n" % (x.pick(["deep", "formed", "shallow peripherally (grade 1)", "deep and quiet"]),
                                       x.pick(["1+", "2+", "trace"]), x.pick(["no hyphaema", "1 mm hyphaema", "no fibrin"])))
    n.t("   Cornea clear; choroidals flat; %s\n" % x.pick(["red reflex present", "fundus view ok", "disc view hazy"]))
    if rng.random() < 0.5:
        n.t("   Fellow eye IOP %d mmHg on %s\n" % (c.iop["L" if k == "R" else "R"],
                                                   x.pick(["usual drops", "Latanoprost", "Cosopt", "no drops"])))
    n.t("\nA: %s\n" % x.pick(["Satisfactory POD1 post-trab", "Low IOP with good AC - observe", "High IOP - tight flap",
                              "Mild bleb leak - BCL placed"]))
    n.t("P:\n- Pred Forte 1%% 2-hourly %s, chloramphenicol 0.5%% QDS\n" % E)
    n.t("- Stop glaucoma drops %s\n" % E)
    n.t("- %s\n" % x.pick(["Massage taught - not needed yet", "Release suture at 1/52 if IOP >15",
                           "Atropine 1% BD for shallow AC", "Advised no heavy lifting, no swimming 2/52, shield at night"]))
    n.t("- Clinic review 1/52 (")
    n.p("DATE", x.date(x.days(x.visit, 6, 8), x.pick(["num", "wk", "dm"])))
    n.t(") with ")
    B.doc(n, x, x.cons, "tl", title=x.surgeon_title(x.cons))
    n.t("\n- Eye casualty contact card given: ")
    n.p("PHONE", x.phone(reg=x.hosp_addr["region"]))
    if rng.random() < 0.4:
        n.t("; ward direct line ")
        n.p("PHONE", x.phone(ext=True, reg=x.hosp_addr["region"]))
    if rng.random() < 0.75:
        n.t("\nDischarge: TTOs (Pred Forte 1%% x2, chloramphenicol 0.5%% x1) %s " % x.pick(
            ["checked by ward pharmacist", "dispensed by pharmacist", "supplied by"]))
        n.p("DOCTOR", x.tech.full())
        n.t(". %s " % x.pick(["Hospital transport booked, pick-up address", "Taxi home to", "Going home to"]))
        n.add(x.addr_pieces(x.addr))
        n.t("; contact ")
        n.p("PHONE", x.phone("mobile"))
        n.t(". %s letter to " % B.GP_WORD[x.c].upper())
        doc_title = x.dr()
        n.t(doc_title + " ")
        n.p("DOCTOR", x.gp.last)
        n.t(" at ")
        n.p("HOSPITAL", x.practice)
        n.t(".\n")
    n.t("\n\nSeen by: ")
    B.doc(n, x, x.reg, "full", title=x.dr())
    n.t(" (%s)" % x.pick(B.JUNIOR_ROLE[x.c]))
    if rng.random() < 0.6:
        n.t(x.pick([", pager #", ", pager "]) if x.c in ("US", "CA") else x.pick([", bleep ", ", pager #", " - bleep "]))
        n.p("PHONE", x.pager())
    n.t("\nDiscussed with: ")
    B.doc(n, x, x.cons, x.pick(["tl", "full"]), title=x.surgeon_title(x.cons))
    n.t("\n")

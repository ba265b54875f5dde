"""Genres: contraception consultation record, implant insertion note,
IUD fitting record."""
import clin
import common as cm
import ids
from common import D, pname, sname, natid, addr, fam, famname
from pools_places import pick


def room(rng):
    return (pick(rng, ["1", "2", "3", "4", "5", "6", "7", "9", "12", "2B", "3A", "14"]), "LOCATION_OTHER")


def age(ctx):
    return (str(ctx["age"]), "AGE")


def gpline(d, ctx, rng):
    g = ctx["gp"]
    gw = ctx["gpword"]
    gw = gw[0].upper() + gw[1:]
    d.w("{}: {}, {}", gw, cm.sname(g, pick(rng, ["title", "titlefull"])), (ctx["practice"], "HOSPITAL"))
    if rng.random() < 0.5:
        d.w(", {}", (ctx["gplace"]["town"], "CITY"))
    if rng.random() < 0.4:
        d.w("  Tel {}", (ctx["gptel"], "PHONE"))
    d.t("\n")


def pat_block(d, ctx, rng, label="Patient"):
    d.w(label + ": {}   DOB: {} ({}y)   ", pname(ctx, pick(rng, ["LAST", "full", "mid", "LASTUP"])),
        D(ctx, ctx["dob"]), age(ctx))
    d.w(pick(rng, ["Clinic no: {}", "Hosp no {}", "MRN {}", "Record no. {}"]) + "\n", (ctx["mrn"], "MRN"))
    if ctx["c"] == "US" or rng.random() < 0.25:
        cm.insurance(d, ctx, rng)
    else:
        d.add(natid(ctx))
        if ctx["c"] == "IE" and rng.random() < 0.5:
            d.w("   PPSN {} (free contraception scheme)", (ids.ssn(rng, "IE"), "SSN"))
        d.t("\n")


def lmp_line(d, ctx, rng):
    v = ctx["visit"]
    n = 2 + rng.randrange(24)
    d.w("LMP {} (day {} today), {}.\n", D(ctx, cm.add_days(v, -n + 1)), str(n), clin.cycle(rng))
    return n


def consult(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    cl = ctx["doc"] if rng.random() < 0.55 else ctx["nurse"]
    if rng.random() < 0.5:
        cm.clinic_header(d, ctx, rng)
        d.t("\n")
    else:
        d.w("{} - {}\n", (ctx["clinic"], "HOSPITAL"), pick(rng, ["Contraception clinic", "SRH walk-in",
                                                              "LARC clinic", "Young people's session"]))
    d.t(pick(rng, ["CONTRACEPTION CONSULTATION\n", "Contraception consultation record\n",
                   "SRH CONSULTATION NOTE\n", "Consultation - Contraception\n"]))
    d.w("Date: {} {}   Seen by: {} ({})   Room {}\n", D(ctx, v), clin.time(rng),
        sname(cl, "titlefull"), cl["role"], room(rng))
    pat_block(d, ctx, rng)
    d.w("Address: {}\n", addr(ctx["home"], c))
    d.w("Mobile: {}  (ok to text: {})", (ctx["mobile"], "PHONE"), pick(rng, ["Y", "yes", "Y - discreet"]))
    if rng.random() < 0.6:
        d.w("  Email: {}", (ctx["pemail"], "EMAIL"))
    d.t("\n")
    gpline(d, ctx, rng)
    if rng.random() < 0.45:
        d.w("Encounter no: {}\n", (ids.account(rng, c), "ACCOUNT"))
    d.t("\n")
    job = ctx["job"]
    d.w("PC: {} y/o {}, {}.\n", age(ctx), (job, "PROFESSION"), pick(rng, clin.REASONS))
    since = cm.add_days(v, -(60 + rng.randrange(900)))
    cur = clin.any_method(rng, c)
    pill = any(x in cur for x in clin.COC[c] + clin.POP[c])
    d.w("Current method: {} since {}. {}\n", cur, (cm.fmt_month(since), "DATE"),
        pick(rng, ["Reports " + pick(rng, clin.SYMPT) + ".", "No problems.", "Happy but wants review.",
                   "Missed 3 pills last pack." if pill else "Would like a change."]))
    lmp_line(d, ctx, rng)
    g = rng.randrange(4)
    if g == 0:
        d.t("Obs hx: G0P0.\n")
    else:
        d.w("Obs hx: G{}P{} - last delivery {} ({}).\n", str(g), str(max(1, g - rng.randrange(2))),
            (str(v.year - 1 - rng.randrange(6)), "DATE"), pick(rng, ["SVD", "LSCS", "ventouse", "SVD, breastfeeding"]))
    d.w("PMH: {}; {}. DHx: {}. Allergies: {}.\n", pick(rng, clin.PMH), pick(rng, clin.PMH),
        pick(rng, ["nil", "sertraline 50 mg OD", "salbutamol inh PRN", "lamotrigine", "ferrous fumarate",
                   "metformin 500 mg BD", "cetirizine"]), pick(rng, clin.ALLERGY))
    if rng.random() < 0.55:
        rel = pick(rng, ["mother", "sister", "maternal aunt", "father"])
        d.w("FHx: {} had {} aged {}.\n", rel, pick(rng, ["DVT", "PE", "breast cancer", "stroke", "MI"]),
            (str(38 + rng.randrange(30)), "AGE"))
    else:
        d.t("FHx: no VTE or breast cancer in first-degree relatives.\n")
    partner = fam(rng, ctx, "M" if rng.random() < 0.85 else "F")
    partner["last"] = partner["last"] if rng.random() < 0.5 else cm.pn.surname(rng, c)
    d.w("SHx: lives with {} in {}; works at {}. {}\n",
        pick(rng, ["parents", "partner", "two children", "housemates", "her mum"]),
        (ctx["home"]["town"], "CITY"), (ctx["employer"], "ORGANIZATION"),
        pick(rng, ["Non-smoker.", "Smokes 5/day.", "Vapes.", "Ex-smoker.", "Smokes 10/day, cannabis occ."]))
    if rng.random() < 0.3:
        d.w("Born in {}, moved here {}. {}\n", (pick(rng, cm.pp.COUNTRIES_ABROAD), "COUNTRY"),
            (str(v.year - 2 - rng.randrange(12)), "DATE"),
            pick(rng, ["Good English.", "Interpreter declined.", "Family abroad.", "Visa via work."]))
    d.w("Sexual hx: partner {} ({}), together {} months; {}. Last UPSI {}.\n",
        famname(partner, pick(rng, ["full", "first"])), (str(ctx["age"] + rng.randrange(-2, 6)), "AGE"),
        str(2 + rng.randrange(30)), pick(rng, ["condoms sometimes", "no condoms", "condoms always"]),
        (cm.fmt_wday(ctx, cm.add_days(v, -(1 + rng.randrange(9)))), "DATE"))
    d.w("O/E: {}.\n", clin.obs(rng))
    d.w("{}\n\n", clin.mec_line(rng, ctx))
    d.w("Discussion: full range of methods discussed using {} leaflet; LARC most effective "
        "(Pearl Index <1). Ref {}. {}\n", pick(rng, ["FSRH", "clinic", "Your Contraception Guide", "pictorial"]),
        pick(rng, clin.GUIDE[c]), pick(rng, ["Myths re fertility addressed.",
                                             "Bleeding patterns explained for each method.",
                                             "VTE risk with COC explained.",
                                             "Discussed Fraser guidelines not relevant (over 16)."]))
    plan = rng.randrange(4)
    nurse = ctx["nurse"]
    fit = cm.add_days(v, 7 + rng.randrange(21))
    if plan == 0:
        d.w("Plan: booked {} insertion with {} on {}; bridge with {} (quick start), PT on {}.\n",
            clin.IMPLANT[c], sname(nurse, "title"), D(ctx, fit), clin.meth(rng, c, "pop"),
            D(ctx, cm.add_days(v, 21)))
    elif plan == 1:
        d.w("Plan: IUT clinic {} with {} for {}. Ibuprofen 400 mg 1 h before. Avoid UPSI until fitted.\n",
            D(ctx, fit), sname(ctx["doc"], "title"), clin.meth(rng, c, pick(rng, ["lng", "cu"])))
    elif plan == 2:
        d.w("Plan: {} 3 x 21 (tailored regimen), quick-start today. Condoms 7 days. Review {}.\n",
            clin.meth(rng, c, "coc"), (cm.fmt_month(cm.add_days(v, 90)), "DATE"))
    else:
        d.w("Plan: {} x 3 packs; reviewed in {} via phone clinic {}.\n", clin.meth(rng, c, "pop"),
            pick(rng, ["3/12", "3 months", "12 weeks"]), D(ctx, cm.add_days(v, 84)))
    d.w("CT/NG NAAT (self-taken VVS) sent, lab no {}. {}\n", (ids.lab_no(rng, v.year), "IDNUM"),
        pick(rng, ["HIV/syphilis declined.", "Bloods for HIV/STS taken.", "Results by SMS."]))
    if rng.random() < 0.35:
        d.w("Chaperone: {} ({})\n", sname(ctx["hca"], "full"), ctx["hca"]["role"])
    cm.staff_sig(d, ctx, rng, cl)


def implant(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    cl = ctx["nurse"] if rng.random() < 0.6 else ctx["doc"]
    imp = clin.IMPLANT[c]
    d.w("{}\n", (ctx["clinic"] if rng.random() < 0.5 else ctx["clinic"].upper(), "HOSPITAL"))
    d.t(pick(rng, ["SUBDERMAL IMPLANT INSERTION\n", "Implant insertion note\n",
                   "PROCEDURE NOTE - CONTRACEPTIVE IMPLANT\n"]))
    d.t("-" * 40 + "\n")
    pat_block(d, ctx, rng, pick(rng, ["Name", "Patient", "Pt"]))
    d.w("Date: {}   Start {}   Clinician: {} ({})   Assistant: {}\n", D(ctx, v), clin.time(rng),
        sname(cl, "full"), pick(rng, ["LoC SDI", "trainer", "SDI accredited", cl["role"]]),
        sname(ctx["hca"], pick(rng, ["full", "first"])))
    d.w("Room {}.  Age {}, {}.\n", room(rng), age(ctx), pick(rng, ["R-handed", "L-handed", "right hand dominant"]))
    d.w("Indication: {}.\n", pick(rng, ["contraception", "contraception + dysmenorrhoea",
                                        "switch from DMPA", "post-TOP contraception", "replacement (expired)"]))
    n = lmp_line(d, ctx, rng)
    if n <= 5:
        d.t("Within first 5 days of cycle - no additional precautions.\n")
    else:
        d.w("UPSI since LMP: {}. Urine hCG negative today; repeat PT on {}. Condoms/abstain 7 days.\n",
            pick(rng, ["none", "none (condoms)", "yes - last " + pick(rng, ["4", "9", "16", "20"]) + " days ago"]),
            D(ctx, cm.add_days(v, 21)))
    d.w("Meds: {}. Allergies: {}. Anticoagulants: none. {}\n",
        pick(rng, ["nil", "sertraline", "levothyroxine", "salbutamol PRN"]), pick(rng, clin.ALLERGY),
        pick(rng, ["No enzyme inducers.", "Not on " + pick(rng, clin.ENZ) + "."]))
    d.t("Consent: written. Discussed bleeding pattern changes (1 in 5 amenorrhoea, 1 in 5 frequent/"
        "prolonged bleeding), bruising, infection, scarring, rare deep insertion/nerve injury, migration.\n")
    arm = pick(rng, ["L", "R", "left", "right"])
    d.w("Site: {} non-dominant arm; 8-10 cm proximal to medial epicondyle, 3-5 cm posterior to "
        "sulcus, over triceps. Marked and cleaned with chlorhexidine 2%.\n", arm)
    d.w("LA: lidocaine {} ml along insertion track.\n", pick(rng, ["1% 2", "1% 3", "2% 2", "1% with adrenaline 2"]))
    if imp == "Jadelle":
        d.w("Device: Jadelle 2 x 75 mg rods, lot {}; trocar technique, V-shape.\n", (ids.implant_lot(rng), "DEVICE"))
        years = 5
    else:
        d.w("Device: {} 68 mg etonogestrel, lot {}, applicator intact, needle visualised. "
            "Batch sticker in notes.\n", imp, (ids.implant_lot(rng), "DEVICE"))
        years = 3
    if rng.random() < 0.4:
        prev = cm.add_days(v, -(365 * 3 + rng.randrange(200)))
        d.w("Previous implant (fitted {} at {}) removed via 2 mm incision using {}; rod intact 4 cm, "
            "lot {}.\n", D(ctx, prev), (cm.pp.clinic_name(rng, c), "HOSPITAL"),
            pick(rng, ["mosquito forceps", "pop-out technique", "modified U technique"]),
            (ids.implant_lot(rng), "DEVICE"))
    d.t("Inserted without complication. Implant palpable along full length - confirmed by clinician "
        "and by patient. Steri-Strip + pressure bandage (remove after 24 h).\n")
    due = cm.add_days(v, 365 * years)
    d.w("Remove/replace by: {}.\n", D(ctx, due))
    if rng.random() < 0.7:
        d.w("SMS reminder set to {} for {}.\n", (ctx["mobile"], "PHONE"), (cm.fmt_month(cm.add_days(due, -30)), "DATE"))
    else:
        d.w("User card given. Reminder letter to {}.\n", addr(ctx["home"], c))
    d.t(pick(rng, ["Leaflet given. Return if arm pain, numbness or implant not palpable.\n",
                   "Advised bruising normal; seek review if signs of infection.\n"]))
    if rng.random() < 0.4:
        d.w("Accompanied by {} ({}), waited in reception.\n",
            famname(fam(rng, ctx), "full"), pick(rng, ["mum", "partner", "sister", "friend"]))
    cm.staff_sig(d, ctx, rng, cl, pick(rng, ["Signed: ", "Documented by ", "Clinician: "]))
    if rng.random() < 0.5:
        d.w("Entered on {} by user {} at {}\n", D(ctx, v), (cl["user"], "USERNAME"), clin.time(rng))


def iud(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    fitter = ctx["doc"] if rng.random() < 0.7 else ctx["nurse"]
    kind = pick(rng, ["lng", "lng", "cu"])
    dev = clin.meth(rng, c, kind)
    d.t(pick(rng, ["INTRAUTERINE CONTRACEPTION - FITTING RECORD\n", "IUD/IUS insertion record\n",
                   "IUC FITTING NOTE\n"]))
    d.w("Clinic: {}   Date: {}   Room {}\n", (ctx["clinic"], "HOSPITAL"), D(ctx, v), room(rng))
    pat_block(d, ctx, rng)
    d.w("Fitter: {} ({})   Assistant: {}\n", sname(fitter, "titlefull"),
        pick(rng, ["LoC IUT", "IUT trainer", "LoC IUT, LoC SDI"]), sname(ctx["nurse"] if fitter is ctx["doc"] else ctx["hca"], "full"))
    if rng.random() < 0.3:
        d.w("Interpreter: {} ({}) - by phone\n", (cm.pn.first_name(rng, c, "F") + " " + cm.pn.surname(rng, c), "DOCTOR"),
            pick(rng, ["Polish", "Arabic", "Tigrinya", "Romanian", "Dari", "Vietnamese", "Somali"]))
    if ctx["age"] >= 45:
        d.w("Indication: {}. Age {} - device may be retained until age 55 / menopause.\n",
            pick(rng, ["endometrial protection with HRT", "HMB + contraception"]), age(ctx))
    else:
        d.w("Indication: {}.\n", pick(rng, ["contraception", "HMB", "contraception + dysmenorrhoea",
                                            "emergency contraception (UPSI 3 days ago)"]))
    lmp_line(d, ctx, rng)
    d.w("STI screen: {} - CT/GC NAAT negative (lab no {}). {}\n", D(ctx, cm.add_days(v, -(5 + rng.randrange(20)))),
        (ids.lab_no(rng, v.year), "IDNUM"), pick(rng, ["No symptoms of PID.", "Asymptomatic.",
                                                       "Swabs repeated today."]))
    d.w("Obs: G{}P{}; {}.\n", str(rng.randrange(4)), str(rng.randrange(3)),
        pick(rng, ["no previous IUC", "previous Cu-IUD expelled", "previous LNG-IUD, no issues",
                   "LSCS x1", "last delivery > 4 weeks ago"]))
    d.w("Analgesia: {}. {}\n", pick(rng, ["ibuprofen 400 mg 1 h pre", "paracetamol 1 g pre", "nil taken"]),
        pick(rng, ["Instillagel to cervix.", "Intracervical block lidocaine 1% 10 ml at 4 and 8 o'clock.",
                   "Lidocaine spray 10%.", "Declined LA."]))
    d.w("Procedure: bimanual - uterus {}, normal size, mobile, non-tender. {} inserted, cervix healthy. "
        "Cleaned. {} applied at 12 o'clock. Uterus sounded to {} cm. {} lot {} inserted to fundus, "
        "threads cut to 3 cm.\n", pick(rng, ["AV", "RV", "axial", "AVF"]),
        pick(rng, ["Cusco speculum", "Large Cusco", "Sims speculum"]),
        pick(rng, ["Pozzi tenaculum", "Single-tooth tenaculum", "Allis forceps"]),
        str(6 + rng.randrange(3)) + pick(rng, ["", ".5"]), dev, (ids.iud_lot(rng), "DEVICE"))
    d.w("Pain: {}/10 at fundal placement. {}\n", str(2 + rng.randrange(8)),
        pick(rng, ["Tolerated well.", "Brief vasovagal - HR 48, resolved lying flat, observed 30 min.",
                   "Cramping settled with heat pack.", "Felt faint, BP 96/58, recovered."]))
    if kind == "lng":
        yrs = 8 if "Mirena" in dev or "Liletta" in dev else (3 if ("Jaydess" in dev or "Skyla" in dev) else 5)
    else:
        yrs = 10 if ctx["age"] < 40 else 12
    d.w("Licensed duration: valid for contraception until {}.\n", D(ctx, cm.add_days(v, 365 * yrs)))
    d.w("Thread check: self-check taught; routine check {} ({} weeks) - {}.\n",
        D(ctx, cm.add_days(v, 42)), "6", pick(rng, ["optional", "booked", "telephone review"]))
    if rng.random() < 0.5:
        d.w("Card and leaflet given. SMS to {} at 5 years for review.\n", (ctx["mobile"], "PHONE"))
    if rng.random() < 0.35:
        d.w("Driven home by {} (car reg {}).\n", famname(fam(rng, ctx, "M"), pick(rng, ["full", "first"])),
            (ids.plate(rng, c), "VEHICLE"))
    if rng.random() < 0.5:
        d.w("Encounter {} coded {}.\n", (ids.account(rng, c), "ACCOUNT"),
            pick(rng, ["IUD insertion", "58300" if c == "US" else "Q12.3", "SRHAD C3"]))
    cm.staff_sig(d, ctx, rng, fitter)

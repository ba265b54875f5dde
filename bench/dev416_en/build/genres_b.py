"""Genres: emergency contraception record, young person's safeguarding
assessment, clinic letter to GP."""
import clin
import common as cm
import ids
import pools_places as pp
from common import D, pname, sname, natid, addr, fam, famname
from genres_a import age, gpline, pat_block, room
from pools_places import pick

REASONS_EC = ["condom split", "condom came off", "no contraception used", "missed 3 COC pills in week 1",
              "POP taken 14 h late", "late for DMPA (14 weeks + 3 days)", "vomited within 2 h of POP",
              "withdrawal method", "sexual assault - see separate SARC referral", "patch detached > 48 h"]


EC_GUIDE = {"UK": "FSRH Guideline: Emergency Contraception (2017, amended 2023)",
            "IE": "FSRH EC guideline (2017)", "AU": "Therapeutic Guidelines: Sexual and Reproductive Health",
            "NZ": "NZ Aotearoa Contraception Guidance 2020", "CA": "SOGC Canadian Contraception Consensus",
            "US": "CDC US SPR 2024"}


def ec(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    cl = ctx["nurse"] if rng.random() < 0.65 else ctx["doc"]
    d.t(pick(rng, ["EMERGENCY CONTRACEPTION CONSULTATION\n", "Emergency contraception record\n",
                   "EC ASSESSMENT\n"]))
    hh = 9 + rng.randrange(8)
    mm = rng.randrange(12) * 5
    d.w("{} | {} {} | Seen by {}\n", (ctx["clinic"], "HOSPITAL"), D(ctx, v), "%02d:%02d" % (hh, mm),
        sname(cl, pick(rng, ["titlefull", "full", "title"])))
    pat_block(d, ctx, rng, "Name")
    d.w("Contact: {} - {}\n", (ctx["mobile"], "PHONE"),
        pick(rng, ["text only, no voicemail", "ok to call", "call after 5pm", "text only"]))
    gpline(d, ctx, rng)
    d.t("\n")
    h = clin.hrs(rng, 8, 118)
    ud = cm.add_days(v, -max(1, round(h / 24)))
    d.w("UPSI: {} approx {} -> {} h ago. Reason: {}.\n",
        (cm.fmt_wday(ctx, ud) if rng.random() < 0.6 else cm.fmt_date(ctx, ud), "DATE"),
        pick(rng, ["23:30", "02:00", "21:15", "early hours", "afternoon"]), str(h), pick(rng, REASONS_EC))
    if rng.random() < 0.35:
        d.w("Other UPSI this cycle: yes, {} (> 120 h - UPA/LNG not effective for that episode).\n",
            D(ctx, cm.add_days(v, -(7 + rng.randrange(6)))))
    else:
        d.t("Other UPSI this cycle: none.\n")
    n = 8 + rng.randrange(16)
    lmp = cm.add_days(v, -n + 1)
    ov = 14 + rng.randrange(4)
    lim = cm.add_days(lmp, ov + 4)
    if lim >= v:
        d.w("LMP {} (normal), {}. Today day {}. Earliest likely ovulation ~day {}; Cu-IUD as EC can be fitted up to {}.\n",
            D(ctx, lmp), clin.cycle(rng), str(n), str(ov), D(ctx, lim))
    else:
        d.w("LMP {} (normal), {}. Today day {} - beyond day {}; Cu-IUD only within 5 days of UPSI.\n",
            D(ctx, lmp), clin.cycle(rng), str(n), str(ov + 5))
    wt = 50 + rng.randrange(70)
    d.w("Weight {} kg (BMI {}). Meds: {}. Breastfeeding: {}.\n", str(wt), "%.1f" % (wt / 2.7),
        pick(rng, ["nil", "nil", pick(rng, clin.ENZ), "omeprazole 20 mg", "COC"]), pick(rng, ["no", "no", "yes"]))
    d.t("Options: Cu-IUD (most effective, also ongoing contraception), UPA 30 mg, LNG 1.5 mg - "
        "efficacy, side effects and interactions explained per " + EC_GUIDE[c] + ".\n")
    ch = rng.randrange(3)
    if ch == 0:
        d.w("Chosen: Cu-IUD. Booked in IUT clinic {} with {}; {} given as backup today.\n",
            D(ctx, cm.add_days(v, 1 + rng.randrange(2))), sname(ctx["doc"], "title"), clin.EC_UPA[c])
        drug = clin.EC_UPA[c]
    elif ch == 1:
        drug = clin.EC_UPA[c]
        d.w("Chosen: {}. Wait 5 days before starting hormonal contraception ({}).\n", drug,
            D(ctx, cm.add_days(v, 5)))
    else:
        drug = clin.EC_LNG[c]
        d.w("Chosen: {}{}. Quick-start POP today.\n", drug,
            " x2 (3 mg - weight > 70 kg / BMI > 26)" if wt > 70 else "")
    d.w("Supplied: 1 tab, batch {}, taken in clinic at {}.\n", (ids.batch(rng), "IDNUM"),
        "%02d:%02d" % (hh + (mm + 20) // 60, (mm + 20) % 60))
    d.w("PT on {} or if period late/unusual. Condoms until method effective.\n", D(ctx, cm.add_days(v, 21)))
    d.w("STI: NAAT taken, lab no {}; {}\n", (ids.lab_no(rng, v.year), "IDNUM"),
        pick(rng, ["repeat in 2 weeks (too early).", "HIV/syphilis bloods at 6 weeks.", "declined bloods."]))
    if ctx["age"] < 18:
        p2 = fam(rng, ctx, "M")
        p2["last"] = cm.pn.surname(rng, c)
        d.w("Safeguarding: aged {} - partner {} aged {}, met at {}. {}\n", age(ctx),
            famname(p2, pick(rng, ["first", "full"])), (str(ctx["age"] + rng.randrange(0, 6)), "AGE"),
            (ctx["school"], "ORGANIZATION"), pick(rng, ["Fraser competent; no CSE concerns.",
                                                       "Proforma completed - see safeguarding record.",
                                                       "Discussed with safeguarding lead."]))
    if rng.random() < 0.5:
        d.w("Follow-up call booked {} to {}.\n", D(ctx, cm.add_days(v, 21)), (ctx["mobile"], "PHONE"))
    cm.staff_sig(d, ctx, rng, cl)


SG_ACTIVITY = ["plays netball", "goes to youth club", "part-time job weekends", "gaming, online a lot",
               "dance classes", "nothing much, hangs around town", "football twice a week"]
APPS = ["Snapchat", "Instagram", "TikTok", "a gaming chat", "WhatsApp group"]


def safeguarding(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    cl = ctx["nurse"]
    d.w("{} - {}\n", (ctx["clinic"], "HOSPITAL"), pick(rng, ["Young People's Service", "Under-18s clinic",
                                                             "Youth session"]))
    d.t(pick(rng, ["YOUNG PERSON'S RISK ASSESSMENT (CSE / safeguarding)\n",
                   "SAFEGUARDING ASSESSMENT - UNDER 18\n",
                   "Spotting the Signs proforma\n" if c == "UK" else "HEADSS / sexual safety assessment\n"]))
    d.w("Date: {}   Assessor: {}, {}\n", D(ctx, v), sname(cl, "full"), cl["role"])
    p = ctx["pat"]
    d.w("Name: {}", pname(ctx, pick(rng, ["full", "LAST"])))
    if p["nick"]:
        d.w(" (prefers {})", (p["nick"], "PATIENT"))
    d.w("   DOB {}   Age {}   Clinic no {}\n", D(ctx, ctx["dob"]), age(ctx), (ctx["mrn"], "MRN"))
    d.w("Address: {}   Mobile: {}\n", addr(ctx["home"], c), (ctx["mobile"], "PHONE"))
    if ctx["age"] >= 16 and rng.random() < 0.4:
        d.w("Education/work: apprentice at {}\n", (ctx["employer"], "ORGANIZATION"))
    else:
        yr = ("Grade %d" % (ctx["age"] - 5)) if c in ("US", "CA") else (
            "%s year" % ["1st", "2nd", "3rd", "TY", "5th", "6th"][min(5, max(0, ctx["age"] - 12))] if c == "IE"
            else "Year %d" % (ctx["age"] - 4 + (1 if c == "NZ" else 0)))
        d.w("School: {} ({})\n", (ctx["school"], "ORGANIZATION"), yr)
    if rng.random() < 0.3:
        d.w("Arrived from {} {}; {}.\n", (pick(rng, pp.COUNTRIES_ABROAD), "COUNTRY"),
            (cm.fmt_month(cm.add_days(v, -(200 + rng.randrange(900)))), "DATE"),
            pick(rng, ["lives with aunt", "interpreter not needed", "EAL support at school", "with family"]))
    mum = fam(rng, ctx, "F")
    rel = pick(rng, ["stepdad", "mum's partner", "older brother", "nan", "younger sister"])
    other = fam(rng, ctx, "F" if rel in ("nan", "younger sister") else "M")
    d.w("Lives with: mum {} and {} {}\n", famname(mum, pick(rng, ["full", "first"])), rel, famname(other, "first"))
    comp = pick(rng, ["alone", "friend", "mum", "youth worker"])
    if comp == "friend":
        fr = fam(rng, ctx, "F")
        fr["last"] = cm.pn.surname(rng, c)
        d.w("Attended: with friend {} ({})\n", famname(fr, "full"), (str(ctx["age"] + rng.randrange(-1, 2)), "AGE"))
    elif comp == "mum":
        d.w("Attended: with mum {} (waited outside for part of consult)\n", famname(mum, "first"))
    else:
        d.w("Attended: {}\n", comp)
    gpline(d, ctx, rng)
    d.t("\nHEADSS\n")
    mjob = pick(rng, cm.pn.PARTNER_JOBS + ["care assistant", "nurse", "teaching assistant"])
    d.w("H: {}. Mum works as " + cm.a_an(mjob) + " {}.\n", pick(rng, ["arguments at home", "gets on ok with mum",
                                                   "recent move, sofa surfing at times", "stable, feels safe"]),
        (mjob, "PROFESSION"))
    d.w("E: {}.\n", pick(rng, ["attendance poor this term", "doing well, wants to do A levels",
                               "excluded twice this year", "home-schooled since Year 8", "college part-time"]))
    d.w("A: {}.\nD: {}.\nS: {}.\n", pick(rng, SG_ACTIVITY),
        pick(rng, ["alcohol at weekends", "denies drugs", "cannabis daily", "vapes", "nitrous at parties"]),
        pick(rng, ["self-harm (cutting) last year, CAMHS discharged", "denies self-harm", "low mood, no SI",
                   "PHQ-A 12"]))
    bf = cm.pn.person(rng, c, "M")
    gap = 1 + rng.randrange(9)
    d.w("Relationships: boyfriend {} aged {}, {}; met via {}. {}\n",
        (bf["first"] + (" " + bf["last"] if rng.random() < 0.5 else ""), "FAMILY"),
        (str(ctx["age"] + gap), "AGE"), (pick(rng, cm.pn.PARTNER_JOBS), "PROFESSION"),
        pick(rng, APPS), pick(rng, ["Sex consensual per YP.", "Says he buys her things.",
                                    "Friends say he is 'controlling'."]))
    if rng.random() < 0.4:
        d.w("First sex at {}, {} partner.\n", (str(ctx["age"] - 1 - rng.randrange(2)), "AGE"),
            pick(rng, ["same", "different", "older"]))
    if gap >= 3 or rng.random() < 0.4:
        d.w("Partner drives {} car, reg {}; picks her up from {}.\n",
            pick(rng, ["a silver", "a black", "a white", "a red", "his brother's"]),
            (ids.plate(rng, c), "VEHICLE"), (pp.venue_name(rng), "LOCATION_OTHER"))
    if ctx["age"] < 16:
        d.t("\nFRASER: understands advice Y / cannot be persuaded to inform parents Y / likely to have sex "
            "regardless Y / health likely to suffer Y / best interests Y.  Gillick competent.\n")
    d.w("\nCSE indicators: age gap {}, gifts/money {}, missing from home {}, alcohol/drugs {}, "
        "older friends {}.\n", "Y" if gap >= 3 else "N", pick(rng, "YN"),
        pick(rng, ["N", "Y"]), pick(rng, "YN"), pick(rng, "YN"))
    if rng.random() < 0.5:
        d.w("Missing episode reported {} - found at {} by police.\n",
            D(ctx, cm.add_days(v, -(5 + rng.randrange(40)))), (pp.venue_name(rng), "LOCATION_OTHER"))
    lvl = pick(rng, ["LOW", "MEDIUM", "MEDIUM", "HIGH"])
    d.w("Risk level: {}\n\nActions:\n", lvl)
    lead = ctx["doc"]
    d.w("- Discussed with named nurse/safeguarding lead {} on {}.\n", sname(lead, pick(rng, ["titlefull", "title"])),
        D(ctx, v))
    if lvl != "LOW":
        sw = cm.pn.person(rng, c, pick(rng, "FFM"))
        agency = {"UK": "Children's Social Care (MASH)", "IE": "Tusla", "AU": "Child Protection Helpline",
                  "NZ": "Oranga Tamariki", "CA": "Children's Aid Society", "US": "CPS"}[c]
        if c == "US":
            d.w("- Referral to {} ", (ctx["home"]["county"], "CITY"))
            agency = "CPS"
        else:
            d.t("- Referral to ")
        d.w(agency + " ref {}; social worker {} tel {}.\n",
            (ids.case_ref(rng, v.year), "IDNUM"), (sw["first"] + " " + sw["last"], "FAMILY"),
            (ids.landline(rng, c, ctx["home"]["area"]), "PHONE"))
    if lvl == "HIGH":
        pc = cm.pn.person(rng, c, pick(rng, "MF"))
        d.w("- Police informed: DC {}, crime ref {}.\n", (pc["last"], "FAMILY"),
            (ids.crime_ref(rng, v.year), "IDNUM"))
    d.w("- Contraception: {} given; condoms. STI screen sent (lab {}).\n",
        pick(rng, [clin.IMPLANT[c] + " fitted", clin.meth(rng, c, "pop"), clin.EC_LNG[c], "DMPA"]),
        (ids.lab_no(rng, v.year), "IDNUM"))
    d.w("- Review in clinic {}; YP agreed to text {}.\n", D(ctx, cm.add_days(v, 14)),
        (ctx["ctel"], "PHONE"))
    cm.staff_sig(d, ctx, rng, cl, "Completed by: ")


def letter(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    dr = ctx["doc"]
    cp = ctx["cplace"]
    d.w("{}\n", (ctx["clinic"], "HOSPITAL"))
    if rng.random() < 0.4:
        d.w("{}\n", (ctx["hospital"], "HOSPITAL"))
    d.add(addr(cp, c, multiline=True, county=rng.random() < 0.4))
    d.w("\nTel: {}   Fax: {}\n", (ctx["ctel"], "PHONE"), (ctx["cfax"], "FAX"))
    d.w("Email: {}   Web: {}\n\n", (ctx["cemail"], "EMAIL"), (ctx["curl"], "URL"))
    ty = cm.pn.person(rng, c, "F")
    d.w("Our ref: {}/{}/{}\n", sname(dr, "initials"), (ty["first"][0].lower() + ty["last"][0].lower(), "DOCTOR"),
        (ctx["mrn"], "MRN"))
    lv = cm.add_days(v, 2 + rng.randrange(10))
    d.w("{}\n\n", D(ctx, lv, pick(rng, ["long", "num", "abbr"])))
    d.t(pick(rng, ["PRIVATE AND CONFIDENTIAL\n", "CONFIDENTIAL\n", ""]))
    g = ctx["gp"]
    gp_title = "Dr. " if c in ("US", "CA") else "Dr "
    d.w(gp_title + "{}\n{}\n", (g["first"] + " " + g["last"], "DOCTOR"), (ctx["practice"], "HOSPITAL"))
    d.add(addr(ctx["gplace"], c, multiline=True, county=rng.random() < 0.3))
    d.w("\n\nDear " + gp_title + "{},\n\n", (g["last"], "DOCTOR"))
    d.w("Re: {}  DOB {}  ", pname(ctx, pick(rng, ["full", "mid", "LASTUP"])), D(ctx, ctx["dob"]))
    d.add(natid(ctx))
    d.t("\n     ")
    d.add(addr(ctx["home"], c))
    d.t("\n\n")
    sc = rng.randrange(4)
    outcome = {0: ["LNG-IUD fitted (" + clin.meth(rng, c, "lng") + ")", "Valid until"],
               1: [clin.IMPLANT[c] + " removed and replaced", "Replace by"],
               2: ["Unscheduled bleeding on implant - no pathology found", "Review"],
               3: ["Cu-IUD fitted as emergency contraception", "Valid until"]}[sc]
    due = cm.add_days(v, 365 * (3 if sc == 1 else (5 if sc != 2 else 0)) + (90 if sc == 2 else 0))
    d.w("Outcome:\n1. {}\n2. {} {}\n3. {}\n\n", outcome[0], outcome[1], D(ctx, due),
        pick(rng, ["CT/GC NAAT negative", "Cervical screening up to date", "BP normal, BMI 31",
                   "Chlamydia positive - treated"]))
    d.w("I saw {} in our {} on {}. ", pname(ctx, pick(rng, ["title", "miss", "full"])),
        pick(rng, ["LARC clinic", "complex contraception clinic", "walk-in clinic", "IUT list"]), D(ctx, v))
    d.w("She is a {}-year-old {} ", age(ctx), (ctx["job"], "PROFESSION"))
    if rng.random() < 0.3:
        d.w("who was seen here previously in {}. ", (str(v.year - 1), "DATE"))
    else:
        d.w("who {}. ", pick(rng, ["was referred by your practice nurse", "self-referred",
                                   "attended via our online booking"]))
    if rng.random() < 0.5:
        d.w("She works at {} and {}. ", (ctx["employer"], "ORGANIZATION"),
            pick(rng, ["has irregular shifts", "travels frequently", "is due to start nights"]))
    if rng.random() < 0.25:
        d.w("She moved here from {} in {}. ", (pick(rng, pp.COUNTRIES_ABROAD), "COUNTRY"), (str(v.year - 1 - rng.randrange(8)), "DATE"))
    d.w("Past history of {} and {}. ", pick(rng, clin.PMH), pick(rng, clin.PMH))
    if sc == 2:
        d.w("Bleeding pattern since insertion in {} has been {}; pregnancy test negative, CT/GC negative. "
            "Cervix looked healthy. We have given {} for 3 months (off-licence, per {}).\n\n",
            (cm.fmt_month(cm.add_days(v, -400)), "DATE"), pick(rng, ["frequent and prolonged", "irregular spotting"]),
            clin.meth(rng, c, "coc"), pick(rng, clin.GUIDE[c]))
    else:
        d.w("The procedure was straightforward; {}. The device lot number was {}.\n\n",
            pick(rng, ["old rod removed via 2 mm incision, new implant in same track", "no complications",
                       "local anaesthetic only"]) if sc == 1 else
            pick(rng, ["uterus sounded to 7 cm", "cervical block used, no complications", "threads cut to 3 cm"]),
            (ids.iud_lot(rng) if sc != 1 else ids.implant_lot(rng), "DEVICE"))
    d.w("{} is aware she can return at any time; she is happy to be contacted on {}", pname(ctx, "first"),
        (ctx["mobile"], "PHONE"))
    if rng.random() < 0.5:
        d.w(" or by e-mail at {}", (ctx["pemail"], "EMAIL"))
    d.t(". Please could you update her records.\n\n")
    d.t(pick(rng, ["Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n"]))
    d.add(sname(dr, "titlefull"))
    d.w("\n{}\n", dr["role"])
    if dr.get("lic"):
        d.add(cm.lic(dr))
        d.t("\n")
    d.w("Direct line {}\n", (dr["ext"], "PHONE"))
    d.w("\nDictated {}, typed {}\n", D(ctx, v), D(ctx, lv))
    d.w("cc: {}, {}\n", pname(ctx, "full"), addr(ctx["home"], c))

"""Genres: labour and delivery note, operative note, postnatal ward round."""
import datetime as dt

import common as C
from core import Phi, join
import pools as P

TD = dt.timedelta

GIRL = ["Ava", "Mia", "Isla", "Zara", "Amelie", "Nova", "Aisha", "Leila", "Matilda", "Ruby", "Sofia", "Aurora",
        "Eliana", "Kiara", "Maya", "Harper", "Willow", "Yara"]
BOY = ["Leo", "Noah", "Oliver", "Arlo", "Kai", "Ezra", "Hudson", "Mateo", "Zayd", "Finn", "Elijah", "Theo",
       "Jaxon", "Rafael", "Arjun", "Hunter", "Tane", "Luca"]


def baby(cs):
    sex = cs.ch(["male", "female"])
    first = cs.ch(BOY if sex == "male" else GIRL)
    return sex, first


def baby_ref(cs, first):
    """How the baby is referred to; baby's names are FAMILY in the mother's record."""
    k = cs.ri(0, 3)
    if k == 0:
        return ["baby ", Phi(first, "FAMILY")]
    if k == 1:
        return ["Baby ", Phi(cs.pt.last, "FAMILY")]
    if k == 2:
        return ["baby ", Phi("%s %s" % (first, cs.pt.last), "FAMILY")]
    return ["Baby of ", Phi(cs.pt.last.upper() + ", " + cs.pt.first.upper(), "PATIENT")]


def t(cs, h0=0, h1=23):
    return "%02d%02d" % (cs.ri(h0, h1), cs.ri(0, 59))


def gen_labour(cs, d):
    mw = cs.clin("mw")
    ob = cs.clin("ob")
    gaw, gad = cs.ri(37, 41), cs.ri(0, 6)
    lmp, edd = C.preg_dates(cs, gaw, gad)
    g, p, form = C.gp_formula(cs)
    adm = cs.today - TD(days=cs.ri(0, 1))
    clock = dt.datetime(adm.year, adm.month, adm.day, cs.ri(0, 23), cs.ri(0, 59))
    C.letterhead(d, cs, cs.hosp, unit=cs.ch(["Labor & Delivery", "L&D"] if cs.us else ["Birth Suite", "Delivery Suite",
                                                                                     "Labour Ward"]), contacts=cs.p(0.5))
    d.ln(cs.ch(["DELIVERY NOTE", "INTRAPARTUM SUMMARY", "BIRTH RECORD", "LABOUR AND BIRTH SUMMARY" if not cs.us
                else "LABOR AND DELIVERY SUMMARY"]))
    C.id_block(d, cs, extra=["acct"] if cs.p(0.5) else [])
    room_word = cs.ch(["LDR", "Room"]) if cs.us else cs.ch(["Birth Suite", "Birth room", "BS"])
    d.ln("Admitted ", cs.D(adm), " at %02d:%02d to %s " % (clock.hour, clock.minute, room_word), cs.room(),
         ". ", form, " at ", "%d+%d" % (gaw, gad), " wks, EDD ", cs.D(edd), ".")
    reason = cs.ch(["spontaneous onset of labour" if not cs.us else "spontaneous onset of labor",
                    "SROM with meconium-stained liquor", "IOL for post-dates", "IOL for gestational hypertension",
                    "IOL for GDM on insulin", "PROM > 18 h", "reduced fetal movements, IOL"])
    d.ln("Reason: ", reason, ". GBS ", cs.ch(["negative.", "positive - IV benzylpenicillin, 2 doses before birth."
                                               if not cs.us else "positive - IV PCN G x2 doses prior to delivery.",
                                               "unknown - risk-based IAP."]))
    ctg = cs.ch(["Philips Avalon FM30", "GE Corometrics 259cx", "Huntleigh Sonicaid Team3"])
    d.ln("Fetal monitoring: continuous CTG (", ctg, ", SN ", cs.serial(), ")",
         "" if cs.p(0.5) else "; intermittent auscultation initially")
    d.ln("")
    d.ln(cs.ch(["PROGRESS", "Labour progress" if not cs.us else "Labor course", "TIMELINE"]))
    anaes = cs.clin("anaes")
    cm = cs.ri(3, 5)
    entries = []
    entries.append("VE %d cm, %d%% effaced, station -%d, %s. CTG %s." % (
        cm, cs.ch([50, 70, 80, 90]), cs.ri(1, 3), cs.ch(["membranes intact", "SROM clear", "forewaters felt"]),
        cs.ch(["reactive", "normal", "baseline 140, variability normal, no decels"])))
    if cs.p(0.7):
        entries.append(("EPI", None))
    if cs.p(0.5):
        entries.append("ARM - clear liquor. Oxytocin commenced at 2 mU/min per protocol.")
    entries.append("VE %d cm, station 0, %s. Maternal obs: %s." % (cm + cs.ri(2, 4), cs.ch(["OA", "LOA", "ROT", "OP"]),
                                                                   C.bp(cs)))
    if cs.p(0.4):
        entries.append("Variable decelerations with contractions; position changed, IV fluids, reviewed by registrar.")
    entries.append("Fully dilated. Passive second stage 1 h then active pushing.")
    for e in entries:
        clock += TD(minutes=cs.ri(25, 170))
        hh = "%02d%02d" % (clock.hour, clock.minute)
        if e == ("EPI", None):
            d.ln("  ", hh, "  Epidural sited by ", cs.dn(anaes, cs.ch(["dr_last", "dr_full"])),
                 " at %s, good bilateral block." % cs.ch(["L2/3", "L3/4", "L3/4", "L4/5"]))
        else:
            d.ln("  ", hh, "  ", e)
    d.ln("")
    sex, bfirst = baby(cs)
    mode = cs.ch(["NVD" if not cs.us else "NSVD", "NVD" if not cs.us else "NSVD", "vacuum (Kiwi OmniCup)",
                  "forceps (Neville-Barnes)", "SVD"])
    clock += TD(minutes=cs.ri(15, 140))
    bd = clock.date()
    wt = cs.ri(2700, 4350)
    d.ln(cs.ch(["BIRTH DETAILS", "DELIVERY", "Outcome"]))
    d.ln("Date/time of birth: ", cs.D(bd), " %02d:%02d" % (clock.hour, clock.minute))
    d.ln("Mode: ", mode, cs.ch(["", " - indication: prolonged 2nd stage", " - indication: fetal bradycardia"])
         if mode[0] in "vf" else "")
    d.ln("Infant: live ", sex, ", ", str(wt), " g", " (%d lb %d oz)" % (wt // 454, (wt % 454) // 28) if cs.us else "",
         ", Apgars %d/%d" % (cs.ri(5, 9), cs.ri(8, 10)), ", HC %.1f cm" % cs.u(32, 36.5))
    d.ln("Cord gases: arterial pH %.2f, BE %.1f; venous pH %.2f" % (cs.u(7.12, 7.32, 2), cs.u(-9, -1),
                                                                  cs.u(7.22, 7.40, 2)))
    d.ln("Third stage: active, oxytocin 10 units IM, placenta and membranes complete, 3VC.")
    tear = cs.ch(["intact", "1st degree tear, not sutured", "2nd degree tear", "episiotomy", "3a tear"])
    rep = cs.ch([mw, ob])
    if tear in ("2nd degree tear", "episiotomy", "3a tear"):
        d.ln("Perineum: ", tear, ", repaired by ", cs.dn(rep, "full" if rep is mw else "dr_last"),
             " with 2-0 Vicryl Rapide under ", cs.ch(["epidural", "local anaesthetic" if not cs.us else "local"]), ".")
    else:
        d.ln("Perineum: ", tear, ".")
    ebl = cs.ri(150, 1300)
    d.ln("%s %d mL%s" % (cs.ch(["EBL", "QBL", "Measured blood loss"]), ebl,
                         " - PPH, managed with oxytocin infusion and misoprostol." if ebl > 500 else "."))
    d.ln("")
    d.ln("Newborn ID: band ", cs.band(), " applied x2, checked with ", cs.ch(["mother", "parents"]), ". ",
         cs.ch(["Footprints", "Newborn footprint record", "Footprint ID"]), " ", cs.bioid(), ".")
    d.ln("Vitamin K IM given with consent. ", "Hep B vaccine given." if cs.p(0.7) else "Hep B vaccine declined.")
    d.ln("Skin-to-skin, ", cs.ch(["breastfed within the first hour.", "first breastfeed at 40 min.",
                                  "formula feeding by choice."]), " ", baby_ref(cs, bfirst), " ",
         cs.ch(["with parents.", "to postnatal ward with mother.", "to Special Care Nursery for observation."
                if not cs.us else "to NICU for TTN observation."]))
    d.ln("")
    present = [cs.dn(mw, "full_cred"), cs.dn(ob, "dr_full")]
    if cs.p(0.5):
        paed = cs.clin("paed")
        present.append([cs.dn(paed, "dr_last"), " (paeds)" if not cs.us else " (peds)"])
    d.ln("Present: ", join(present))
    d.ln("Support person: ", cs.fam("full"), " (", cs.partner_word(), cs.ch([")", "), cut the cord"]),
         "." if cs.p(0.5) else "")
    if cs.p(0.35):
        d.ln("Partner's car (", cs.ch(["plate", "license plate"] if cs.us else ["rego", "reg.", "plate"]), " ", cs.plate(),
             ") moved from ambulance bay; security aware.")
    d.ln("")
    C.sign(d, cs, mw if cs.p(0.6) else ob, when=bd, role="Midwife" if cs.p(0.5) else None)


CS_INDIC = ["failure to progress at 6 cm", "suspected fetal compromise (pathological CTG)",
            "breech presentation, declined ECV", "two previous caesareans", "maternal request",
            "placenta praevia (major)", "failed IOL", "previous 3rd degree tear, maternal choice"]
LAP_PROC = [
    ("Diagnostic laparoscopy, excision of endometriosis, dye test", "chronic pelvic pain, subfertility",
     "stage II endometriosis (rASRM) over the left uterosacral and POD"),
    ("Laparoscopic right salpingectomy", "right tubal ectopic pregnancy", "ruptured right ampullary ectopic, "
                                                                         "haemoperitoneum 400 mL"),
    ("Laparoscopic left ovarian cystectomy", "left ovarian cyst 7 cm", "7 cm left dermoid cyst, contralateral "
                                                                       "ovary normal"),
    ("Total laparoscopic hysterectomy and bilateral salpingectomy", "AUB with fibroids",
     "bulky 14-week size fibroid uterus, ovaries normal"),
    ("Hysteroscopy, D&C and LNG-IUS insertion", "heavy menstrual bleeding", "endometrial polyp 1.5 cm removed"),
]


def gen_operative(cs, d):
    surg = cs.clin("ob")
    asst = cs.clin("reg")
    anaes = cs.clin("anaes")
    scrub = cs.clin("rn")
    cs_case = cs.p(0.55)
    opdate = cs.today
    C.letterhead(d, cs, cs.hosp, contacts=False)
    d.ln(cs.ch(["OPERATIVE REPORT", "OPERATION NOTE", "Brief Op Note / Operative Record"]))
    C.id_block(d, cs, extra=["acct"] if cs.p(0.4) else [], style=cs.ch([0, 1, 2, 3]))
    d.ln("Date of surgery: ", cs.D(opdate), "   ", cs.ch(["OR", "Operating Room"] if cs.us else ["Theatre", "OT"]), " ", cs.room())
    d.ln("Surgeon: ", cs.dn(surg, cs.ch(["dr_full", "full_cred"])))
    d.ln("Assistant: ", cs.dn(asst, cs.ch(["dr_full", "full_cred", "dr_last"])))
    d.ln(cs.sp("Anesthesiologist", "Anaesthetist"), ": ", cs.dn(anaes, cs.ch(["dr_full", "dr_last"])))
    d.ln("Scrub nurse: ", cs.dn(scrub, cs.ch(["full", "full_cred"])))
    d.ln("")
    if cs_case:
        gaw = cs.ri(36, 40)
        lmp, edd = C.preg_dates(cs, gaw, cs.ri(0, 6))
        indic = cs.ch(CS_INDIC)
        cat = cs.ri(1, 4)
        d.ln("Pre-operative diagnosis: IUP at %d+%d weeks; %s" % (gaw, cs.ri(0, 6), indic))
        d.ln("Post-operative diagnosis: same")
        d.ln("Procedure: ", "Category %d " % cat if not cs.us else ("Urgent " if cat < 3 else "Scheduled "),
             cs.sp("low transverse cesarean section", "lower segment caesarean section"))
        d.ln(cs.sp("Anesthesia", "Anaesthesia"), ": ", cs.ch(["spinal", "CSE", "epidural top-up", "GA"]))
        d.ln("")
        d.ln("FINDINGS")
        sex, bfirst = baby(cs)
        d.ln("Live %s infant delivered from %s at %02d:%02d on " % (sex, cs.ch(["LOA", "ROP", "frank breech", "OT"]),
                                                                  cs.ri(0, 23), cs.ri(0, 59)),
             cs.D(opdate), ". Weight %d g, Apgars %d and %d. " % (cs.ri(2400, 4300), cs.ri(4, 9), cs.ri(7, 10)),
             cs.ch(["Clear liquor.", "Meconium-stained liquor.", "Nuchal cord x1."]), " Normal tubes and ovaries.")
        d.ln("")
        d.ln("PROCEDURE")
        d.ln(cs.ch(["Pfannenstiel", "Joel-Cohen"]), " incision. Rectus sheath opened, recti separated. "
             "Lower segment incised transversely and extended bluntly. Infant delivered ",
             cs.ch(["with fundal pressure", "using Wrigley's forceps to the head", "by breech extraction"]),
             ". Delayed cord clamping 60 s. Oxytocin 5 IU IV" if not cs.us else
             ". Delayed cord clamping 60 s. Pitocin 30 units in 500 mL infusion",
             ", placenta delivered by CCT. Uterus closed in two layers with 1 Vicryl. Haemostasis secured. "
             if not cs.us else ", placenta delivered manually. Hysterotomy closed in two layers with 0 Vicryl. ",
             "Sheath closed with 1 PDS, skin with 3-0 Monocryl subcuticular.")
        if cs.p(0.3):
            d.ln("Copper IUD inserted at time of section at patient request (lot ", cs.serial("CU"), ").")
    else:
        proc, pre, find = cs.ch(LAP_PROC)
        d.ln("Pre-operative diagnosis: ", pre)
        d.ln("Procedure: ", proc)
        d.ln(cs.sp("Anesthesia", "Anaesthesia"), ": GA with ETT")
        d.ln("")
        d.ln("FINDINGS: ", find, ".")
        d.ln("")
        d.ln("PROCEDURE")
        if "Hysteroscopy" in proc:
            d.ln("Lithotomy, EUA: uterus anteverted, normal size. Cervix dilated to Hegar 9, hysteroscope "
                 "introduced with saline distension. Polyp removed with grasping forceps; curettings obtained.")
        else:
            d.ln("Patient in Lloyd-Davies position, IDC inserted. Veress needle at umbilicus, pneumoperitoneum to "
                 "15 mmHg, 10 mm umbilical port and two 5 mm lateral ports under direct vision. ",
                 cs.ch(["Lesions excised with monopolar scissors and sent for histology.",
                        "Specimen retrieved in Endobag.", "Haemostasis with bipolar diathermy."]),
                 " Ports closed with 3-0 Monocryl.")
        if "LNG-IUS" in proc:
            d.ln("Mirena LNG-IUS inserted, strings cut to 3 cm. Device lot ", cs.serial("LN"), " recorded in implant "
                 "register.")
    d.ln("")
    d.ln("EBL: %d mL.  Fluids: %d mL Hartmann's.  Urine: %d mL clear." % (
        cs.ri(150, 900) if cs_case else cs.ri(10, 200), cs.ri(800, 2500), cs.ri(50, 400)))
    d.ln("Specimens: ", ["placenta to histology, request no. ", cs.acc("H")] if cs_case and cs.p(0.5) else
         (["sent to ", cs.org(cs.ch(P.LABS[cs.c])), ", accession ", cs.acc()] if not cs_case else "none"))
    d.ln("Counts: correct x2. Drains: ", cs.ch(["nil", "nil", "Redivac to pelvis"]), ".")
    d.ln("Complications: ", cs.ch(["none", "none", "none", "bladder adherent to lower segment, dissected, intact"]))
    d.ln("")
    d.ln("POST-OP PLAN")
    d.ln("- ", cs.ch(["Enoxaparin 40 mg SC daily x 7 days", "TEDS and early mobilisation", "Heparin 5000 units SC q12h"
                      if cs.us else "Clexane 40 mg daily for 6 weeks"]))
    d.ln("- Remove IDC ", cs.ch(["at 12 h", "in the morning", "in recovery"]), "; regular paracetamol and ",
         cs.ch(["ibuprofen", "celecoxib", "oxycodone PRN"]))
    fu = opdate + TD(days=cs.ri(10, 42))
    d.ln("- Review in ", ("postnatal" if not cs.us else "postpartum") if cs_case else
         ("gynae" if not cs.us else "GYN"), " clinic ", cs.D(fu), "" if cs_case else " with histology", ".")
    d.ln("")
    if cs.p(0.5):
        d.ln("Dictated by ", cs.dn(surg, "dr_full"))
        C.dictation(d, cs, surg)
    else:
        C.sign(d, cs, surg, when=opdate)


def gen_postnatal(cs, d):
    cons = cs.clin("ob")
    reg = cs.clin("reg")
    mw = cs.clin("mw")
    day = cs.ri(1, 4)
    mode = cs.ch(["NVD", "LSCS" if not cs.us else "C/S", "vacuum", "NVD", "forceps"])
    bdate = cs.today - TD(days=day)
    sex, bfirst = baby(cs)
    g, p, form = C.gp_formula(cs, delivered=True)
    style = cs.ri(0, 1)
    if style == 0:
        d.ln(Phi(cs.ward, "HOSPITAL"), " - ", cs.ch(["Postnatal ward round", "Consultant ward round"] if not cs.us else
                                                     ["Postpartum rounds", "OB rounds"]), " ", cs.D(cs.today))
        d.ln(cs.ch(["Bed", "Room"]), " ", cs.bed() if cs.p(0.5) else cs.room(), "  ", cs.pn(cs.ch(["full", "LF"])),
             "  ", cs.mrn_label(), " ", cs.MRN())
    else:
        d.ln(Phi(cs.hosp, "HOSPITAL"), " | ", Phi(cs.ward, "HOSPITAL"))
        d.ln(cs.ch(["PROGRESS NOTE", "WARD ROUND NOTE", "PPD%d NOTE" % day if cs.us else "POSTNATAL REVIEW"]),
             " - ", cs.D(cs.today), " %02d:%02d" % (cs.ri(7, 11), cs.ri(0, 59)))
        C.id_block(d, cs)
        d.ln("Room ", cs.room(), ", bed ", cs.bed())
    d.ln("")
    jr = cs.ch(["registrar", "resident", "RMO"]) if not cs.us else cs.ch(["PGY-3", "resident", "chief resident"])
    d.ln("WR: ", cs.dn(cons, "dr_last"), " (", cs.sp("attending", "consultant"), "), ", cs.dn(reg, "dr_last"), " (",
         jr,
         "), ", cs.dn(mw, "full"), " (", "RN" if cs.us else "MW", ")")
    d.ln("")
    d.ln(cs.A(), cs.ch(["yo ", " y.o. ", "F "]), form, " Day %d post %s on " % (day, mode), cs.D(bdate),
         " at %d+%d for %s." % (cs.ri(37, 41), cs.ri(0, 6), cs.ch(["spontaneous labour" if not cs.us else
                                                                  "spontaneous labor", "IOL post-dates",
                                                                  "failure to progress", "breech", "PET",
                                                                  "pathological CTG"])))
    d.ln("")
    subj = cs.ch(["Feels well, pain controlled with regular analgesia.", "Tired, sore perineum, voiding well.",
                  "Wound sore, mobilising independently, passing flatus.",
                  "Headache overnight, resolved with paracetamol.", "TEARFUL"])
    if subj == "TEARFUL":
        d.ln("S: Tearful this morning, EPDS %d; good support from " % cs.ri(4, 12), cs.fam("first"), ".")
    else:
        d.ln("S: ", subj)
    if cs.p(0.4):
        d.ln("   ", cs.partner_word().capitalize(), " ", cs.fam("first"), " staying overnight; ",
             cs.ch(["mother", "sister"]), " ", Phi(cs.ch(P.FEMALE_FIRST), "FAMILY"), " visiting daily.")
    d.ln("O: ", C.vitals_line(cs, cs.p(0.1)))
    d.ln("   Fundus firm, %s umbilicus. Lochia %s. %s. Calves SNT." % (
        cs.ch(["at", "1 fb below", "2 fb below"]), cs.ch(["moderate rubra", "light", "small"]),
        cs.ch(["Wound clean and dry, dressing intact", "Perineum healing, mild oedema", "Perineum intact"])))
    d.ln("   ", C.hb(cs, cs.p(0.3)), " ", cs.ch(["(pre-delivery %s)" % C.hb(cs).split(" ", 1)[1], ""]))
    bw = cs.ri(2600, 4300)
    loss = cs.u(1.5, 9.5)
    d.ln("   Baby: ", baby_ref(cs, bfirst), ", ", sex, ", birth weight %d g, today %d g (-%.1f%%). " % (
        bw, int(bw * (1 - loss / 100)), loss),
         cs.ch(["Breastfeeding well.", "Mixed feeding.", "Formula feeding.", "Latching with nipple shield."]),
         cs.ch(["", " SBR %d umol/L, below phototherapy line." % cs.ri(120, 260) if not cs.us else
                " TcB %.1f mg/dL, low-intermediate risk zone." % cs.u(5, 12)]))
    d.ln("")
    d.ln("A/P:")
    plans = [
        "- Continue regular paracetamol and ibuprofen.",
        "- " + cs.ch(["Rh neg mother, Rh pos baby: anti-D 625 IU given, Kleihauer sent." if not cs.us else
                      "Rh neg, infant Rh pos: RhIG 300 mcg given, KB sent.",
                      "Rubella non-immune: MMR prior to discharge." if not cs.us else "Rubella NI: MMR before D/C.",
                      "Iron infusion (ferric carboxymaltose 1 g) today for Hb below 90." if not cs.us else
                      "IV iron sucrose 200 mg for Hgb < 9.", "BP stable off labetalol; GP BP check in 1 week."]),
        "- VTE: " + cs.ch(["enoxaparin 40 mg daily for 10 days", "mobilising, no pharmacological prophylaxis",
                           "Clexane 6 weeks (BMI > 40, LSCS)"]),
        "- Contraception discussed: " + cs.ch(["POP started", "Implanon NXT before discharge" if not cs.us else
                                               "Nexplanon placed", "plans LNG-IUS at 6 weeks", "undecided"]) + ".",
    ]
    for pl in plans:
        d.ln(pl)
    if cs.p(0.7):
        dd = cs.today + TD(days=cs.ri(0, 1))
        d.ln("- Discharge ", cs.ch(["today", "tomorrow", "planned"]), " (", cs.Dw(dd), "). ",
             cs.ch(["Domiciliary midwife visit arranged.", "MCHN referral sent." if not cs.us else
                    "Pediatrician f/u in 48 h.", "Home visit by midwife day 5."]))
    if cs.p(0.45):
        d.ln("- Car park exit pass issued to ", cs.fam("first"), " for vehicle ", cs.plate(), ".")
    if cs.p(0.3):
        d.ln("- Postnatal check ", "6 weeks with GP ", cs.dn(cs.clin("gp"), "dr_full"), " (ph ", cs.PH(), ").")
    d.ln("")
    C.sign(d, cs, reg, style=cs.ch([0, 1, 2, 3, 5]), role=("O&G " if not cs.us else "OB/GYN ") + jr)

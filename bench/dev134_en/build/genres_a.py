"""Genres: antenatal booking, antenatal follow-up, labour and delivery, caesarean operation note."""
import pools as P
from phi import (R, ch, chance, digits, phone, email, url, ip, idnum, device, bleep, Person, letters, hospital, addr, fd)
import blocks as B
from blocks import ag, uk, td
import neg as N


def social(n, c):
    n.ln(ch(["Social history:", "SOCIAL", "Social:", "SH:"]))
    rel = c.rel
    n("  Lives with " + rel + " ", c.F(c.partner, ch(["full", "first", "fmname"])))
    if chance(0.6):
        n(" (", ("AGE", str(c.partner_age)), ")")
    n(", who works as " + B.art(c.partner_occ), ("PROFESSION", c.partner_occ))
    if chance(0.5):
        n(" for ", ("ORGANIZATION", c.partner_emp))
    n(".")
    if c.Pa and chance(0.6):
        n(" Also at home: ", ("FAMILY", c.child1.first), ", ", ("AGE", str(c.child1_age)), ".")
    n.ln()
    n("  ", ch(["Patient is ", "She works as ", "Employed as "]) + B.art(c.occ) if chance(0.8) else "Occupation: ", ("PROFESSION", c.occ))
    if chance(0.7):
        n(ch([" at ", " with ", ", employer "]), ("ORGANIZATION", c.employer))
    n.ln(".")
    if chance(0.55):
        n("  Born in ", ("COUNTRY", c.country_of_birth), ", moved to ",
          ("COUNTRY", uk(c, "the United States", "the UK")) if chance(0.3) else ("CITY", c.addr["city"]),
          " in ", c.D(years_ago(c, R.randint(2, 12)), ["y", "my"]), ". First language " + c.lang + ".")
        n.ln()
    n.ln("  " + ch(["Non-smoker. No alcohol or recreational drugs.", "Smokes 5 cigarettes/day, CO 9 ppm; referred to stop smoking service.",
                    "Ex-smoker, quit 2 years ago. No alcohol.", "Denies tobacco, EtOH, illicit drugs.", "Vapes occasionally. No alcohol."]))
    if chance(0.5):
        n.ln("  ", ch(["Domestic abuse enquiry: asked alone, denies.", "Routine enquiry re DV: no concerns raised.",
                       "Feels safe at home.", "Safeguarding: no concerns."]))


def hm(m):
    return f"{m // 60 % 24:02d}:{m % 60:02d}"


def years_ago(c, k):
    return c.visit.replace(year=c.visit.year - k, day=min(c.visit.day, 28))


def booking(c, n):
    c.set_ga(7 * 7, 13 * 7)
    if c.us:
        B.header(n, c, ch(["NEW OB INTAKE", "New OB Visit", "INITIAL PRENATAL VISIT"]),
                 dept=ch(["Department of Obstetrics & Gynecology", "Women's Health", None]))
        B.demo(n, c, ["name", "dob", "mrn", "acct", "visit", "ins"] + (["ssn"] if chance(0.5) else []) + ["mob", "email"], style=ch(["kv", "pad"]))
        n.ln("Provider: ", c.DR("mw", ch(["full", "fml"])), ch([", CNM", ", MD", ", NP", ", DO"]))
        if chance(0.5):
            n.ln("Referred by: Dr ", c.DR("gpdoc"), ", ", ("HOSPITAL", c.gp))
        n.ln()
        n("HPI: ", c.PT(ch(["first", "full", "last"])) if chance(0.8) else c.PT("init"), " is a ", *ag(c.age),
          f"G{c.G}P{c.Pa}0{c.G - 1 - c.Pa}{c.Pa} at {c.gas()} by LMP (", c.D(c.lmp, ["numnz", "num", "md"]),
          ") who presents for initial prenatal visit. ")
        n.ln(ch(["Pregnancy confirmed by home UPT ", "Positive HCG at urgent care ", "Positive UPT "]),
             c.D(c.lmp + td(R.randint(30, 45)), ["numnz", "md", "dm3", "wkshort"]), ". ",
             ch(["Reports nausea, no vomiting.", "Mild nausea, tolerating PO.", "Denies VB, cramping, LOF.", "Some spotting last week, resolved."]))
    else:
        n.ln(("HOSPITAL", c.hosp), " ", ch(["Maternity Services", "Community Midwifery", "Antenatal Services"]))
        n.ln(ch(["ANTENATAL BOOKING ASSESSMENT", "Booking Appointment", "MATERNITY BOOKING - HISTORY"]))
        n.ln()
        B.demo(n, c, ["name", "dob", "nhs", "mrn"] + (["ssn"] if chance(0.35) else []) + ["addr", "mob", "gp", "nok"], style=ch(["kv", "pad", "pipe"]))
        n.ln("Booking date: ", c.D(c.visit, ["num", "long", "dot"]), "   Gestation: " + c.gas() + " by LMP")
        n.ln("LMP: ", c.D(c.lmp), ch([" (certain, 28-day cycle)", " (unsure)", ", regular cycle"]),
             "   EDD (LMP): ", c.D(c.edd))
        n.ln("Dating scan booked for ", c.D(c.visit + td(R.randint(5, 20)), ["wk", "long", "num", "ord"]),
             " at ", ("HOSPITAL", c.hosp if chance(0.6) else c.hosp2), ".")
        n.ln("Booked by: ", c.DR("mw", ch(["full", "fml"])), ", Community Midwife", *(["  Mob ", ("PHONE", phone(c.c, "mob"))] if chance(0.5) else []))
        if chance(0.6):
            n.ln("Interpreter: " + ch(["not required", f"{c.lang} interpreter via telephone (ID {digits(5)})", "partner interpreting - declined, professional used"]))
    n.ln()
    B.ob_history(n, c)
    n.ln()
    n.ln(ch(["Medical history:", "PMH:", "Past medical history:"]), " ", ch(["Nil significant.", "Asthma, uses salbutamol PRN.", "Hypothyroidism on levothyroxine.",
                                                                              "PCOS. BMI 34.", "Migraine without aura.", "Previous DVT on OCP.", "Anxiety, managed in primary care."]))
    if chance(0.6):
        n("Family history: ")
        rel = ch(["mother", "sister", "maternal aunt", "father"])
        if rel in ("mother", "sister") and chance(0.6):
            who = c.mother if rel == "mother" else c.sister
            n(rel + " ", c.F(who, ch(["first", "full"])), " - ")
        else:
            n(rel + " - ")
        n.ln(ch(["type 2 diabetes", "pre-eclampsia in both pregnancies", "VTE", "twins", "Down syndrome in cousin", "hypertension", "sickle cell trait"]) + ".")
    n.ln()
    social(n, c)
    if chance(0.45):
        n.ln("  Travel: " + ch(["visited ", "returned from ", "holiday in "]), ("COUNTRY", ch(P.COUNTRIES)), " ",
             c.D(c.visit - td(R.randint(10, 90)), ["my", "month", "dm", "md"]), ch(["; Zika risk assessed - low.", "; no febrile illness.", "."]))
    n.ln()
    B.vitals(n, c, compact=chance(0.4))
    N.negs(n, "ante", R.randint(2, 4), ch(["", "- ", "* "]))
    n.ln()
    if chance(0.7):
        B.labs(n, c, "us" if c.us else "ante")
    n.ln()
    n.ln(ch(["Plan:", "PLAN", "Assessment and plan:", "A/P:"]))
    if c.us:
        if chance(0.4):
            n.ln("  - PNV and folic acid e-prescribed to ", ("HOSPITAL", c.pharm), ".")
        n.ln("  - Prenatal labs ordered (order ", ("IDNUM", idnum("order")), "), dating US ", c.D(c.visit + td(R.randint(3, 14)), ["md", "numnz", "wkshort"]))
        n.ln("  - NIPT discussed; ", ch(["accepted", "declined", "will decide at next visit"]))
        n.ln("  - RTC 4 weeks, ", c.D(c.visit + td(28), ["wkshort", "md", "numnz", "long"]), " with ", c.DR("cons", ch(["fi", "last", "full"])) if chance(0.7) else ("DOCTOR", c.s["mw"].nm("last")))
        if chance(0.7):
            n.ln("  - MyChart activated: ", ("URL", url()), "  username ", ("USERNAME", c.pt.username()))
        B.problems(n, c, R.randint(2, 4))
        n.ln()
        B.sign(n, c, "mw", role=ch(["CNM", "MD", "NP"]))
    else:
        n.ln("  - " + ch(["Low risk, midwife-led care.", "Consultant-led care - see risk factors.", "Shared care."]),
             *([" Named consultant Dr ", c.DR("cons", ch(["last", "full"]))] if chance(0.6) else []))
        n.ln("  - Next appointment ", c.D(c.visit + td(R.randint(14, 35)), ["wk", "wknum", "long", "num", "ord"]), " at ", ("HOSPITAL", c.gp), ".")
        if chance(0.5):
            n.ln("  - Handheld notes given; digital notes at ", ("URL", url()), ", login ", ("USERNAME", c.pt.username()))
        if chance(0.4):
            n.ln("  - Antenatal classes at ", ("HOSPITAL", c.hosp2), " starting ", ("DATE", fd(c.visit + td(60), ch(["wk", "dm", "ord"]), c.us)), ".")
        n.ln("  - Contact: maternity triage ", ("PHONE", phone(c.c, "work")), " (24h).")
        n.ln()
        B.sign(n, c, "mw", role=ch(["Community Midwife", "Registered Midwife", "Midwife"]))


def visit_row(n, c, d, ga, us):
    bp = f"{R.randint(98, 150)}/{R.randint(58, 98)}"
    n.ln(f"| ", c.D(d, ["num", "numshort", "dm3", "md"]), f" | {ga // 7}+{ga % 7} | {bp} | {ch(['nil', 'NAD', 'tr prot', '+ prot'])} | "
         f"{max(ga // 7 + R.randint(-2, 2), 12)} | {ch(['140', '135', '150', '128', '145'])} | {ch(['ceph', 'breech', 'ceph', 'variable', 'ceph'])} | ",
         ("DOCTOR", c.s[ch(["mw", "mw2", "mw3", "reg"])].nm(ch(["INIT", "last", "fi"]))), " |")


def followup(c, n):
    c.set_ga(16 * 7, 40 * 7)
    form = ch(["soap", "letter", "flow", "soap"])
    if form == "letter" and not c.us:
        n.ln(("HOSPITAL", c.hosp), " - ", ch(["Antenatal Clinic", "Maternal Medicine Clinic", "Day Assessment Unit"]))
        c.street_line(n, c.hosp_addr)
        n.ln()
        n.ln("Tel: ", ("PHONE", phone(c.c, "work")), "   Fax: ", ("FAX", phone(c.c, "fax")))
        n.ln()
        n.ln(c.D(c.visit, ["long", "num", "ordy"]))
        n.ln()
        n.ln("Dr ", c.DR("gpdoc", ch(["full", "fml"])))
        n.ln(("HOSPITAL", c.gp))
        c.street_line(n, addr(c.c), one_line=False)
        n.ln()
        n.ln()
        n.ln("Dear Dr ", c.DR("gpdoc", "last"), ",")
        n.ln()
        n("Re: ", c.PT(ch(["full", "FULLUP", "fml"])), "  DOB ", c.D(c.dob, ["num"]), "  NHS No ", ("MRN", c.nhs))
        n.ln()
        n("     ")
        c.street_line(n)
        n.ln()
        n.ln()
        n(f"I reviewed this {ch(['', 'pleasant '])}", *ag(c.age, ch(["{}-year-old ", "{} year old "])),
          f"G{c.G}P{c.Pa} in the antenatal clinic today at {c.gas()}. ")
        why, plan = ch([("raised BP readings at her GP practice", "labetalol 100 mg BD started"), ("SFH measuring small for dates", "growth scan in 2 weeks"),
                        ("a previous caesarean section", "VBAC vs ERCS counselling, leaflet given"), ("gestational diabetes", "continue metformin, capillary glucose diary"),
                        ("a BMI of 41", "anaesthetic review and growth scans"), ("reduced fetal movements", "CTG normal today; growth scan booked")])
        n(ch(["She was referred with ", "The indication for review is ", "She attends because of "]), why)
        if chance(0.4):
            n(" first noted on ", c.D(c.visit - td(R.randint(1, 20)), ["wk", "ord", "dm", "wkday"]))
        n.ln(".")
        n.ln()
        n.ln(ch(["Her BP today was", "On examination BP"]), f" {R.randint(120, 158)}/{R.randint(75, 102)} with {ch(['nil', '1+', '2+'])} proteinuria. "
             + N.neg_inline("ante"))
        n.ln(N.neg_inline("lab"))
        n.ln()
        n("Plan: " + plan + ". I will see her again on ",
          c.D(c.visit + td(R.randint(7, 21)), ["wk", "long", "ord", "num"]), ".")
        n.ln(" Her partner ", c.F(c.partner, "first"), " was present" + ch([" and asked good questions.", ".", " and has been very supportive."]))
        n.ln()
        n.ln("Yours sincerely,")
        n.ln()
        n.ln()
        n.ln("Dr ", c.DR("cons", ch(["full", "fml"])))
        n.ln("Consultant Obstetrician")
        if chance(0.6):
            n.ln("Secretary: ", c.DR("clerk", "full"), "  ", ("PHONE", phone(c.c, "work")), "  ", ("EMAIL", email(c.s["clerk"])))
        B.cc(n, c, ("gpdoc", "mw"))
        return
    if form == "flow":
        n.ln(uk(c, "PRENATAL FLOWSHEET", "ANTENATAL RECORD - CONTINUATION"), "  ", c.PT("LF"), "  ", ("MRN", c.mrn))
        n.ln("EDD ", c.D(c.edd), "  ", uk(c, "Blood type ", "Blood group "), ch(["O+", "A+", "B-", "O Rh neg", "A Rh pos"]))
        n.ln("| Date | GA | BP | Urine | SFH (cm) | FH | Pres | Seen by |")
        n.ln("|---|---|---|---|---|---|---|---|")
        g = max(c.ga - R.randint(40, 90), 10 * 7)
        d = c.visit - td(c.ga - g)
        while g <= c.ga:
            visit_row(n, c, d, g, c.us)
            step = R.randint(14, 28) if g < 28 * 7 else R.randint(7, 14)
            g += step
            d += td(step)
        n.ln()
        if chance(0.6):
            N.negs(n, "ante", 2, "Note: ")
        n.ln("Comments: " + ch(["Routine.", "Growth scan arranged.", "BP stable.", "Declined flu vaccine.", "Whooping cough vaccine given."]))
        return
    # SOAP
    if c.us:
        n.ln(("HOSPITAL", c.clinic), " - ", ch(["Return OB Visit", "Prenatal Visit", "OB F/U"]))
        n.ln(c.PT("LF"), "  DOB ", c.D(c.dob, ["num", "numnz"]), "  MRN ", ("MRN", c.mrn), "  DOS ", c.D(c.visit, ["num", "numnz"]))
    else:
        n.ln(ch(["Antenatal contact", "ANC visit", "Midwife appointment"]), " - ", c.D(c.visit, ["num", "wk", "dot"]), " - ", ("HOSPITAL", c.gp))
        n.ln(c.PT(ch(["full", "LF"])), "  ", ("MRN", c.nhs), "  ", c.gas())
    n.ln()
    n("S: ", *ag(c.age), f"G{c.G}P{c.Pa} at {c.gas()}. ")
    if chance(0.35):
        n.ln(ch(["Reports itching of palms since ", "Headache on and off since ", "Pelvic girdle pain worse since ", "Fell on ice on "]),
             c.D(c.visit - td(R.randint(2, 12)), ["wkday", "md", "dm3", "wkshort"]), ". +FM.")
    else:
        n.ln(ch(["+FM, denies ctx, VB, LOF.", "Good FM. No headache or visual disturbance.",
                 "Some pelvic girdle pain, using support belt.", "Feeling well. Had flu vaccine."]))
    n.ln("O: ", f"BP {R.randint(100, 150)}/{R.randint(60, 98)}, wt {round(R.uniform(55, 120), 1)} kg, FHR {R.randint(120, 160)}, "
         f"FH {max(c.ga // 7 + R.randint(-2, 2), 14)} cm, {ch(['ceph', 'breech', 'ceph'])}, urine {ch(['neg', 'tr prot', 'nil'])}.")
    if chance(0.5):
        n.ln("   ", N.neg_inline("lab"))
    n.ln("A: " + ch(["IUP at " + c.gas() + ", progressing normally.", "Gestational HTN - mild.", "A1GDM, BG well controlled on diet.",
                     "SGA on scan, EFW 8th centile.", "Anaemia in pregnancy."]))
    n("P: ")
    n.ln(ch(["RTC 2 wks", "Growth US ", "NST twice weekly from ", "Repeat bloods ", "GTT ordered "]),
         c.D(c.visit + td(R.randint(7, 21)), ["md", "wkshort", "numnz", "dm3", "dm"]), ". " + N.neg_inline("ante"))
    if chance(0.4):
        n.ln("   Pt's mother ", c.F(c.mother, ch(["full", "first"])), " to attend next visit; can be reached on ", ("PHONE", phone(c.c, "mob")), ".")
    if chance(0.4):
        n.ln("   Work note provided for ", ("ORGANIZATION", c.employer), " (", ("PROFESSION", c.occ), ", light duties advised).")
    n.ln()
    if c.us:
        B.sign(n, c, ch(["cons", "mw", "reg"]))
    else:
        n.ln(c.DR("mw", ch(["full", "fi"])), ", RM  ", *(["NMC ", ("LICENSE", B.nmc())] if chance(0.5) else []))


def labour(c, n):
    c.set_ga(36 * 7, 42 * 7)
    us = c.us
    rm = str(R.randint(1, 14))
    t0 = R.randint(0, 23 * 60)
    clock = [t0]

    def nxt():
        clock[0] += R.randint(20, 150)
        return hm(clock[0])
    n.ln(("HOSPITAL", c.hosp), " - ", uk(c, "Labor & Delivery", "Delivery Suite"))
    n.ln(uk(c, "LABOR AND DELIVERY NOTE", ch(["INTRAPARTUM RECORD", "Labour Notes", "BIRTH SUMMARY"])))
    n.ln("Patient: ", c.PT(ch(["LF", "full", "LFs"])), "   ", uk(c, "MRN ", "Hosp no "), ("MRN", c.mrn),
         *(["   NHS ", ("MRN", c.nhs)] if not us and chance(0.6) else []))
    n.ln(uk(c, ch(["Room ", "LDR ", "L&D Rm "]), ch(["Room ", "Delivery room ", "Birth room "])), ("LOCATION_OTHER", rm), "   Admitted ", c.D(c.visit, ["num", "numshort", "dash", "wk"]), " " + hm(t0),
         *(["   Acct ", ("ACCOUNT", c.acct)] if us and chance(0.6) else []))
    n.ln(*ag(c.age, ch(["Age: {}", "{} yo", "Age {}"])), f"   G{c.G}P{c.Pa}   GA {c.gas()}   EDD ", c.D(c.edd))
    n.ln()
    n.ln(ch(["Course:", "LABOUR:", "Timeline"]) if not us else ch(["Labor course:", "Summary of labor:"]))
    events = [
        lambda: n.ln(hm(t0 + R.randint(0, 15)) + " ", ch(["SROM, clear liquor.", "Admitted in established labour, 4 cm.", "IOL - Propess inserted.",
                                                          "Presented with contractions 3:10."]), " Seen by ", c.DR("mw", ch(["full", "first", "fi"])), "."),
        lambda: n.ln(nxt() + f" VE: {ch(['5', '6', '7'])} cm, {ch(['OA', 'LOA', 'ROT', 'OP'])}, station -1. " + N.neg_inline("labour_pre")),
        lambda: n.ln(nxt() + " Epidural requested; sited by Dr ", c.DR("anaes", ch(["last", "full"])), ". Pump SN ", ("DEVICE", device()), "."),
        lambda: n.ln(nxt() + " ", N.neg_inline("labour_pre")),
        lambda: n.ln(nxt() + " Reviewed by ", c.DR("reg", ch(["full", "fi"])), uk(c, " (OB resident)", " (ST5)"),
                     ": " + ch(["continue, reassess 2h", "for oxytocin augmentation", "CTG suspicious - FBS", "fully dilated, passive 1h"]) + "."),
        lambda: n.ln(nxt() + " Partner ", c.F(c.partner, "first"), " and ", ch(["mother ", "sister "]),
                     c.F(c.mother if chance(0.5) else c.sister, "first"), " present for support."),
    ]
    for e in events:
        if chance(0.8):
            e()
    if chance(0.5):
        n.ln("CTG monitor: ", ch(["bedside unit ", "central station "]), ("DEVICE", device()), ", feed to ", ("IPADDR", ip()))
    n.ln()
    n.ln(ch(["Delivery:", "BIRTH DETAILS", "Delivery summary:"]))
    bt = clock[0] + R.randint(20, 180)
    bd = c.visit + td(bt // 1440)
    n.ln("  ", ch([f"{c.baby_sex.title()} infant", "Live " + c.baby_sex + " infant", "Baby"]), " born ",
         c.D(bd, ["num", "long", "wknum", "abbr"]), " at " + hm(bt) + " by " + ch(["SVD", "NVD", "ventouse", "forceps", "SVD"]) + ".")
    n.ln(f"  Weight {R.randint(2450, 4450)} g. " + ch(["Apgars 9/9.", "Apgar 8 (1 min), 9 (5 min).", "Apgars 7 & 9."]) + " " +
         ch(["Cord gases sent.", "Delayed cord clamping 1 min.", "Vitamin K given."]))
    if chance(0.7):
        n.ln("  Baby's name: ", ("FAMILY", c.baby.nm(ch(["first", "full"]))), ". Hospital band no ", ("MRN", B.mrn(c.c)) if chance(0.6) else "not yet issued", ".")
    n.ln("  Placenta: " + ch(["delivered complete with CCT", "physiological 3rd stage, complete", "manual removal in theatre"]) + "; " +
         ch(["3-vessel cord.", "membranes ragged, sent to histology.", "cord 3 vessels, no true knot.", "Schultze mechanism."]))
    n.ln(f"  EBL {R.randint(150, 1400)} mL. Perineum: " + ch(["intact", "1st degree, not sutured", "2nd degree, sutured", "episiotomy, repaired", "3b tear - theatre"]) + ".")
    post = [N.LABOUR[i] for i in (6, 7, 8, 9, 11, 18, 24)]
    for x in R.sample(post, R.randint(1, 3)):
        n.ln("  " + x)
    n.ln()
    n("Present: ")
    B.staff_line(n, c, R.sample(["mw", "mw2", "reg", "paed", "hca", "anaes"], R.randint(2, 4)))
    if chance(0.4):
        n.ln("Student midwife ", ("DOCTOR", c.s["mw3"].nm("full")), " delivered under supervision.")
    n.ln()
    if chance(0.4):
        n.ln("Entered by: ", ("USERNAME", c.s["mw"].username()), " on ", c.D(c.visit + td((bt + 40) // 1440), ["num", "iso"]), " " + hm(bt + 40))
    B.sign(n, c, ch(["mw", "reg"]), when=bd)


def caesarean(c, n):
    c.set_ga(32 * 7, 41 * 7 + 3)
    us = c.us
    n.ln(("HOSPITAL", c.hosp))
    n.ln(uk(c, "OPERATIVE REPORT", "OPERATION NOTE"))
    n.ln()
    B.demo(n, c, ["name", "mrn", "dob"] + (["acct"] if us else ["nhs"]), style=ch(["kv", "pad"]))
    n.ln("Date of operation: ", c.D(c.visit, ["num", "long", "DASH", "wknum"]))
    kh, km = R.randint(0, 23), R.randint(0, 59)
    n.ln(uk(c, "OR ", "Theatre "), ("LOCATION_OTHER", str(R.randint(1, 9))), f"   Knife to skin {kh:02d}:{km:02d}")
    n.ln()
    n.ln("Surgeon: ", *(["Dr "] if chance(0.5) else []), c.DR("cons", ch(["full", "fml"])))
    n.ln("Assistant: ", c.DR("reg", ch(["full", "fi"])), *([", ", c.DR("sho", ch(["full", "fi"]))] if chance(0.5) else []))
    n.ln(uk(c, "Anesthesia: ", "Anaesthetist: "), c.DR("anaes", ch(["full", "fi"])), " - " + ch(["spinal", "CSE", "epidural top-up", "GA"]))
    n.ln(uk(c, "Scrub RN: ", "Scrub: "), c.DR("nurse", "full"), "   ", uk(c, "Circulator: ", "Runner: "), c.DR("hca", "full"))
    if chance(0.5):
        n.ln(uk(c, "Pediatrics: ", "Neonatal team: "), c.DR("paed", ch(["full", "fi"])))
    n.ln()
    n.ln(uk(c, "Preoperative diagnosis: ", "Indication: ") + ch(["Failure to progress in 2nd stage", "Suspected fetal compromise (pathological CTG)",
                                                                   "Breech presentation, declined ECV", "Two previous CS", "Placenta praevia",
                                                                   "Maternal request", "Severe pre-eclampsia", "Twin pregnancy, twin 1 breech"]) + ".")
    n.ln(uk(c, "Procedure: Primary low transverse cesarean section. CPT 59510.", "Category " + str(R.randint(1, 4)) + " LSCS. OPCS R17.2." if chance(0.5) else "Category " + str(R.randint(1, 4)) + " caesarean section."))
    n.ln()
    n.ln(uk(c, "Description of procedure:", "Procedure:"))
    for s in R.sample(N.CS, R.randint(5, 8)):
        n.ln("  " + s)
    bm = kh * 60 + km + R.randint(4, 18)
    bt = f"{bm // 60 % 24:02d}:{bm % 60:02d}"
    n.ln("  " + ch(["Live " + c.baby_sex + " infant", "Baby " + ("girl" if c.baby_sex == "female" else "boy")]) + f" delivered at {bt}, " + ch(["cephalic", "breech extraction", "with forceps to head"]) +
         f", {R.randint(1700, 4400)} g, Apgars {R.randint(5, 9)}/{R.randint(8, 10)}, handed to ", uk(c, "peds", "neonatal team") + ".")
    n.ln()
    n.ln(f"EBL/QBL: {R.randint(400, 2200)} mL.  Urine: {R.randint(50, 300)} mL clear.  Fluids: {R.randint(800, 2500)} mL CSL.")
    if chance(0.6):
        n.ln("Specimens: " + ch(["placenta to pathology, specimen ", "placenta to histology ", "cord gases x2, lab no "]), ("IDNUM", idnum("spec")))
    else:
        n.ln("Specimens: " + ch(["none", "placenta to histology", "cord gases x2"]))
    n.ln("Complications: " + ch(["None", "Extension of uterine incision, repaired", "Bladder adherent, dissected", "Atony - carboprost 250 micrograms IM"]))
    n.ln()
    n.ln("Post-op plan:")
    n.ln("  " + ch(["Routine post-CS care, ", "Enhanced recovery, "]) + ch(["TEDs + LMWH 10 days", "VTE prophylaxis per protocol", "remove catheter at 12 h"]) + ".")
    n.ln("  Transfer to ", ("HOSPITAL", c.ward), *([", bed ", ("LOCATION_OTHER", str(R.randint(1, 30)))] if chance(0.6) else []), ".")
    if chance(0.5):
        n.ln("  Debrief offered; husband " if c.partner.sex == "M" and chance(0.5) else "  Debrief offered; partner ",
             c.F(c.partner, "first"), " present in theatre.")
    n.ln()
    if us and chance(0.5):
        B.transcription(n, c)
    B.sign(n, c, "cons", role=uk(c, "MD", "Consultant Obstetrician"))

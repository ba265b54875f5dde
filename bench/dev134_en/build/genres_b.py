"""Genres: postnatal ward, newborn check, midwife home visit, lactation consult."""
import pools as P
from phi import (R, ch, chance, digits, phone, email, url, ip, idnum, device, bleep, Person, letters, hospital, addr,
                 fd, vehicle, bioid, mrn, npi, nmc, gmc)
import blocks as B
from blocks import ag, uk, td
import neg as N


def deliv_mode(c):
    return ch(["SVD", "SVD", uk(c, "cesarean", "LSCS"), "ventouse", "forceps", uk(c, "repeat C/S", "EMCS"), "VBAC"])


def postnatal(c, n):
    c.set_ga(37 * 7, 41 * 7)
    if chance(0.3):
        # ward handover sheet with several patients
        n.ln(("HOSPITAL", c.ward), " - ", uk(c, "Postpartum Handoff", "Postnatal Handover"), " - ", c.D(c.visit, ["wk", "num", "wknum"]),
             " " + ch(["Night", "Day", "AM", "PM"]) + " shift")
        n.ln("Coordinator: ", c.DR("mw2", ch(["full", "first"])), "   Bleep " if not c.us else "   Ext ", ("PHONE", bleep() if not c.us else digits(4)))
        n.ln("| Bed | Name | Age | Delivery | Day | Feeding | Issues |")
        n.ln("|---|---|---|---|---|---|---|")
        for i in range(R.randint(4, 7)):
            p = c.pt if i == 0 else Person("F")
            a = c.age if i == 0 else R.randint(17, 45)
            n.ln("| ", ("LOCATION_OTHER", ch([str(R.randint(1, 24)), f"{R.randint(1, 6)}.{R.randint(1, 6)}", f"{R.randint(1, 4)}{ch('ABCD')}"])),
                 " | ", ("PATIENT", p.nm(ch(["LF", "lf", "full", "LFs"]))), " | ", ("AGE", str(a)), " | ", deliv_mode(c),
                 f" | D{R.randint(0, 3)} | " + ch(["BF", "FF", "mixed", "EBM"]) + " | " + ch(["PPH 1.1 L, Hb 84", "PET - BP 4 hrly", "GDM - stop metformin", "NAD",
                                                                                         "jaundice - SBR due", "3b tear - laxatives", "EPDS 13", "awaiting NIPE",
                                                                                         "social worker to see", "baby on TCU"]) + " |")
        n.ln()
        n.ln("Handed over by ", c.DR("mw", ch(["full", "fi"])), " to ", c.DR("mw3", ch(["full", "fi"])), " at " + N.tm() + ".")
        return
    us = c.us
    n.ln(uk(c, "POSTPARTUM PROGRESS NOTE", ch(["POSTNATAL WARD REVIEW", "Postnatal Midwife Review", "Postnatal Day 1 Review"])))
    n.ln(("HOSPITAL", c.hosp), " | ", ("HOSPITAL", c.ward), " | Bed ", ("LOCATION_OTHER", str(R.randint(1, 30))))
    n.ln(c.PT(ch(["LF", "full", "LFs"])), "  ", *ag(c.age, ch(["{}y", "{} yo", "({})", "age {}"])), "  ", uk(c, "MRN ", "Hosp no "), ("MRN", c.mrn))
    n.ln("Date: ", c.D(c.visit, ["num", "wk", "numshort", "dash"]), "  " + N.tm())
    n.ln()
    pod = R.randint(1, 3)
    mode = deliv_mode(c)
    n.ln("S: " + uk(c, f"PPD#{pod} s/p {mode}", f"Day {pod} following {mode}") + " on ", c.D(c.visit - td(pod), ["wkday", "md", "dm", "wkshort"]),
         ". " + ch(["Pain controlled on oral analgesia.", "Voiding spontaneously, +flatus.", "Tired but well.", "Headache since yesterday - see below.",
                    "Some perineal discomfort."]))
    fd_ = ch(["breastfeeding, latch improving", "formula feeding by choice", "mixed feeding", "expressing for NICU"])
    n.ln("   Feeding: " + fd_ + ". Baby ", ("FAMILY", c.baby.first),
         " " + ("in " + uk(c, "NICU", "NNU") + "." if "NICU" in fd_ else ch(["rooming in.", "with partner in the family room.", "feeding 2-3 hourly."])))
    if chance(0.6):
        n.ln("   Visitors: " + c.rel + " ", c.F(c.partner, "first"), *([" and mother ", c.F(c.mother, ch(["first", "full"]))] if chance(0.6) else []), ".")
    n.ln("O: ")
    B.vitals(n, c, compact=True)
    for s in R.sample(N.PN, R.randint(3, 5)):
        n.ln("   " + s)
    if chance(0.5):
        B.labs(n, c, "pn", when=c.visit - td(R.randint(0, 1)))
    n.ln("A/P: " + ch(["Well postnatally.", "Stable, progressing as expected.", "Anaemia - iron as below.", "Raised BP - for PET bloods."]))
    n.ln("  - " + ch(["Anticipate discharge home ", "For home ", "Discharge planned "]), c.D(c.visit + td(R.randint(0, 2)), ["wkday", "md", "dm", "num", "wkshort"]),
         " if " + ch(["NIPE complete", "BP stable", "baby feeding well", "pain controlled"]) + ".")
    if chance(0.5):
        B.meds(n, c, R.randint(2, 4), header_txt=uk(c, "Discharge meds (planned):", "TTOs:"))
    if chance(0.4):
        n.ln("  - Community follow-up by ", c.DR("mw2", ch(["full", "fi"])), ", ", ("HOSPITAL", c.gp), ".")
    if chance(0.3):
        n.ln("  - Tablet log: user ", ("USERNAME", c.s["mw"].username()), " from ", ("IPADDR", ip()))
    n.ln()
    B.sign(n, c, ch(["mw", "reg", "sho"]))


def newborn(c, n):
    c.set_ga(35 * 7, 42 * 7)
    us = c.us
    b = c.baby
    bd = c.visit - td(R.randint(0, 2))
    n.ln(("HOSPITAL", c.hosp))
    n.ln(uk(c, ch(["NEWBORN HISTORY AND PHYSICAL", "Newborn Nursery Admission"]), ch(["NEWBORN AND INFANT PHYSICAL EXAMINATION (NIPE)", "Baby Check", "Neonatal Examination"])))
    n.ln()
    bg = "GIRL" if c.baby_sex == "female" else "BOY"
    pat = ch([[("PATIENT", b.nm("LF"))], [("PATIENT", b.last.upper()), ", BABY " + bg], [("PATIENT", b.nm("full"))],
              ["BABY " + bg + " ", ("PATIENT", b.last.upper())], ["Baby of ", ("FAMILY", c.pt.nm("full"))]])
    n.ln("Infant: ", pat, "   ", uk(c, "MRN ", "Hosp no "), ("MRN", mrn(c.c)), *(["   NHS ", ("MRN", B.nhs())] if not us and chance(0.7) else []))
    n.ln("Mother: ", ("FAMILY", c.pt.nm(ch(["full", "LF", "fml"]))), "  (", ("MRN", c.mrn), ")", *(["  ", ("AGE", str(c.age)), "y"] if chance(0.5) else []))
    n.ln("DOB: ", c.D(bd, ["num", "long", "dash"]), " " + N.tm() + f"   GA at birth: {c.gas()}   Sex: {c.baby_sex}")
    n.ln(f"Birth weight: {R.randint(2300, 4600)} g ({B.ordn(R.randint(2, 98))} centile)   OFC {round(R.uniform(31.5, 37), 1)} cm   Length {round(R.uniform(45, 55), 1)} cm")
    n.ln("Location: ", ("HOSPITAL", c.ward if chance(0.6) else c.nicu), ", cot ", ("LOCATION_OTHER", str(R.randint(1, 30))))
    n.ln()
    n.ln(ch(["Maternal history:", "MATERNAL HX", "Antenatal history:"]))
    n.ln("  ", *ag(c.age), f"G{c.G}P{c.Pa + 1}, blood group {ch(['O+', 'A+', 'B+', 'O-', 'AB+', 'A-'])}, GBS {ch(['neg', 'pos - IAP x2', 'unknown'])}, "
         f"serologies {ch(['negative', 'NR', 'neg/immune'])}. " + ch(["Uncomplicated pregnancy.", "GDM on metformin.", "PET, induced.", "Polyhydramnios.", "Maternal SSRI use."]))
    n.ln(f"  ROM {R.randint(1, 30)} h, {ch(['clear', 'meconium-stained', 'clear'])} liquor. Delivery: {deliv_mode(c)}. Apgars {R.randint(6, 9)}/{R.randint(8, 10)}.")
    if chance(0.5):
        n.ln("  Father: " if c.partner.sex == "M" else "  Co-parent: ", c.F(c.partner, ch(["full", "first"])), *([", ", ("AGE", str(c.partner_age))] if chance(0.5) else []),
             ", " + ch(["no family history of DDH", "FH of congenital heart disease (his brother)", "FH hearing loss", "nil of note"]) + ".")
    if c.Pa and chance(0.5):
        n.ln("  Sibling ", ("FAMILY", c.child1.first), " (", ("AGE", str(c.child1_age)), ") had " + ch(["neonatal jaundice needing phototherapy", "talipes", "no problems"]) + ".")
    n.ln()
    n.ln(ch(["Examination:", "EXAM", "Findings:"]))
    for s in R.sample(N.NEO, R.randint(5, 8)):
        n.ln("  - " + s)
    if chance(0.6):
        n.ln("  TcB meter ", ("DEVICE", device()), f": {R.randint(60, 240)} umol/L at {R.randint(20, 70)} h.")
    n.ln()
    if chance(0.6):
        n.ln("Security / ID:")
        n.ln("  Infant security tag ", ("DEVICE", device()), " applied; matches mother's band.")
        if chance(0.6):
            n.ln("  Footprint record ", ("BIOID", bioid()), " scanned to chart.")
    if chance(0.5):
        B.labs(n, c, "neo", when=bd + td(1))
    n.ln(ch(["Plan:", "PLAN", "Outcome:"]))
    n.ln("  - " + ch(["Normal examination. For routine postnatal care.", "Refer hips USS at 6 weeks (breech).", "Echo requested - soft murmur.",
                      "Repeat SBR in 6 h.", "Routine care, discharge with mother."]))
    n.ln("  - " + uk(c, "Hearing screen, CCHD screen prior to discharge; newborn screen card ", "Blood spot card "), ("IDNUM", idnum("spec")),
         uk(c, " sent.", " due day 5."))
    if us:
        n.ln("  - Follow up with ", ("HOSPITAL", ch(["Lakeside Pediatrics", "Cedar Lane Pediatric Group", c.town + " Family Medicine", "Little Acorns Pediatrics"])), " on ", c.D(bd + td(R.randint(2, 5)), ["wkshort", "md", "numnz", "wk"]), ", ",
             ("PHONE", phone(c.c, "work")))
    else:
        n.ln("  - Health visitor ", c.DR("hv", ch(["full", "fi"])), " informed; GP registration with ", ("HOSPITAL", c.gp), ".")
    n.ln()
    if us:
        B.sign(n, c, "paed", role=ch(["MD", "DO", "NNP", "MD, FAAP"]))
    else:
        n.ln("Examined by: ", c.DR("paed", ch(["full", "fml"])), ch([" (NIPE practitioner)", " (ST2 Paediatrics)", " (ANNP)", " (Midwife, NIPE trained)"]))
        if chance(0.6):
            n.ln("SMaRT4NIPE entry by ", ("USERNAME", c.s["paed"].username()), " ", c.D(bd + td(1), ["num", "numshort"]), " " + N.tm())


def home_visit(c, n):
    c.set_ga(38 * 7, 41 * 7)
    us = c.us
    day = R.randint(1, 12)
    n.ln(uk(c, ch(["POSTPARTUM HOME VISIT", "Home Visit - Maternal/Newborn"]), ch(["COMMUNITY MIDWIFE POSTNATAL VISIT", "Midwife Home Visit", "Postnatal Visit (Home)"])))
    n.ln(("HOSPITAL", uk(c, ch([c.town + " Visiting Nurse Service", "Healthy Start Home Visiting", c.addr["county"] + " Family Health Nurses"]),
                         ch([c.town + " Community Midwives", c.gp, c.hosp]))))
    n.ln()
    n.ln("Visit date: ", c.D(c.visit, ["wk", "num", "long", "wknum"]), "   Time: " + N.tm_day() + uk(c, "", f"   Day {day} postnatal"))
    n("Address: ")
    c.street_line(n)
    n.ln()
    if chance(0.6):
        n.ln("Access: " + ch(["flat on 3rd floor, ", "ground floor, ", "", "side door, "]) + ch(["buzzer ", "door ", "intercom "]),
             ("LOCATION_OTHER", str(R.randint(1, 40))), ", ", ch(["opposite ", "behind ", "near "]), ("LOCATION_OTHER", ch(P.LANDMARKS)), ". "
             + ch(["Dog in the house - kept in kitchen.", "Parking on street.", "Lift out of order."]))
    if chance(0.35):
        n.ln("Building: ", ("LOCATION_OTHER", ch(P.BUILDINGS)), "; car ", ("VEHICLE", vehicle(c.c)), " in visitor bay " + digits(1) + " with permit.")
    n.ln("Mother: ", c.PT(ch(["full", "fml", "LF"])), "  DOB ", c.D(c.dob, ["num", "numshort"]), "  ", ("MRN", c.nhs if not us else c.mrn))
    n.ln("Baby: ", ("FAMILY", c.baby.nm(ch(["full", "first"]))), "  born ", c.D(c.visit - td(day), ["num", "dm", "md", "wkshort"]), f"  BW {R.randint(2500, 4300)} g")
    pres = ch(["mother and baby", "mother, baby and " + c.rel, "mother, baby, maternal grandmother"])
    n.ln("Present: " + pres, *([" (", c.F(c.mother, "full"), ")"] if pres.endswith("mother") and chance(0.7) else []), ".")
    n.ln()
    n.ln(ch(["Mother:", "MATERNAL CHECK", "Maternal observations:"]))
    B.vitals(n, c, compact=True)
    for s in R.sample(N.PN, R.randint(2, 4)):
        n.ln("  " + s)
    if chance(0.5):
        if chance(0.5):
            n.ln("  Reports low mood since ", c.D(c.visit - td(R.randint(1, 6)), ["wkday", "dm", "md"]), ch([" - EPDS to be repeated.", "; support from family.", "."]))
        else:
            n.ln("  " + ch(["Mood: tearful at times, EPDS to be repeated.", "Mood good, support from family."]))
    n.ln()
    n.ln(ch(["Baby:", "INFANT CHECK", "Baby observations:"]))
    w = R.randint(2400, 4200)
    n.ln(f"  Weight {w} g ({round(R.uniform(-11, 4), 1)}% from BW). Temp {round(R.uniform(36.4, 37.4), 1)} C. " +
         ch(["Mild jaundice to chest.", "Not jaundiced.", "Umbilicus clean, cord separating.", "Sticky left eye - cleaned."]))
    for s in R.sample(N.NEO[6:] + N.LACT, R.randint(2, 3)):
        n.ln("  " + s)
    if not us and day >= 5 and chance(0.8):
        n.ln("  Newborn blood spot taken, card ", ("IDNUM", idnum("spec")), ". Posted to lab.")
    if chance(0.4):
        n.ln("  Scales ", ("DEVICE", device()), " calibrated " + ch(["this month", "in date", "(due calibration)"]) + ".")
    n.ln()
    n.ln(ch(["Social:", "Family/social:", "Safeguarding check:"]), " " + ch(["Lives with ", "At home with "]) + c.rel + " ",
         c.F(c.partner, "first"), *([" (", ("PROFESSION", c.partner_occ), ", back at work ", c.D(c.visit + td(R.randint(2, 14)), ["wkday", "dm", "md", "ord"]), ")"] if chance(0.5) else []),
         ". Good support.", *([" " + ch(["Neighbour ", "Friend "]), c.F(c.friend, "full"), " helps with shopping."] if chance(0.4) else []))
    if chance(0.3):
        n.ln("  " + ch(["Family visiting from abroad over ", "Partner off work until after ", "Plans to travel to grandparents for "]),
             ("DATE", ch(P.HOLIDAYS_US if us else P.HOLIDAYS_UK).replace("the ", "")), ".")
    if chance(0.4):
        n.ln("  Older child ", ("FAMILY", c.child1.first), ", ", *ag(c.child1_age, ch(["{}", "aged {}", "{} yrs"])), ", attends ",
             ("ORGANIZATION", ch(P.SCHOOLS[:2] + P.SCHOOLS[5:]) if c.child1_age >= 5 else ch(["Acorn Nursery", "Brambles Day Care"])), ".")
    n.ln()
    n.ln("Plan: next visit ", c.D(c.visit + td(R.randint(1, 4)), ["wkday", "wk", "dm", "wkshort", "md"]),
         uk(c, "; call the triage line ", "; contact community office "), ("PHONE", phone(c.c, "work")), " with concerns.")
    if chance(0.5):
        n.ln("Leaflets: ", ("URL", url()), *([", ", ("URL", url())] if chance(0.4) else []))
    if chance(0.3):
        n.ln("Handover to HV ", c.DR("hv", ch(["full", "fi"])), " (", ("EMAIL", email(c.s["hv"])), ") on discharge from midwifery care.")
    if chance(0.35):
        n.ln("Notes synced from device ", ("DEVICE", device()), " at " + N.tm() + " via ", ("IPADDR", ip()))
    n.ln()
    if us:
        B.sign(n, c, "nurse", role=ch(["RN", "RN, IBCLC", "BSN, RN"]))
    else:
        n.ln(c.DR("mw2", ch(["full", "fml"])), ", Community Midwife, mob ", ("PHONE", phone(c.c, "mob")))


def lactation(c, n):
    c.set_ga(36 * 7, 41 * 7)
    us = c.us
    day = R.randint(1, 28)
    n.ln(("HOSPITAL", c.hosp if chance(0.7) else uk(c, "Bloom Women's Care", c.gp)), " - ", uk(c, "Lactation Services", ch(["Infant Feeding Team", "Breastfeeding Clinic"])))
    n.ln(ch(["LACTATION CONSULT", "Infant feeding assessment", "Breastfeeding support - specialist review", "IBCLC Consultation Note"]))
    n.ln()
    B.demo(n, c, ["name", "dob", "mrn", "visit", "mob"] + (["ins"] if us and chance(0.5) else []), style=ch(["kv", "pad"]))
    n.ln("Infant: ", ("FAMILY", c.baby.nm(ch(["full", "first"]))), ", DOB ", c.D(c.visit - td(day), ["num", "numshort", "md", "dm"]),
         f", BW {R.randint(2400, 4300)} g, today {R.randint(2300, 4600)} g")
    n.ln("Referred by: ", c.DR(ch(["mw", "paed", "hv"]), ch(["full", "fi"])), " for " + ch(["painful latch", "poor weight gain", "suspected tongue tie", "low supply",
                                                                                           "nipple trauma", "recurrent mastitis", "return to work planning"]) + ".")
    n.ln()
    n.ln("History:")
    n("  ", c.PT(ch(["first", "last", "full"])) if chance(0.8) else "Mother", " is a ", *ag(c.age), f"P{c.Pa + 1}, {ch(['SVD', 'LSCS', 'ventouse', 'VBAC'])} at {c.gas()}. ")
    n.ln(ch(["Feeding 8-12x/24h, 20-40 min per side.", "Cluster feeding evenings.", "Top-ups of formula 30 mL after most feeds.",
             "Exclusively expressing since day 3.", "Feeds painful, toes curling on latch."]))
    if chance(0.6):
        n.ln("  Previous baby ", ("FAMILY", c.child1.first), " breastfed " + ch(["6 weeks", "until 4 months", "2 years", "briefly"]) + ".")
    if chance(0.5):
        sty = ch(["long", "dm", "num", "my", "ord"])
        n.ln("  Plans to return to work as " + B.art(c.occ), ("PROFESSION", c.occ), " at ", ("ORGANIZATION", c.employer), " in " if sty == "my" else " on ",
             c.D(c.visit + td(R.randint(30, 200)), [sty]), ".")
    n.ln()
    n.ln("Assessment:")
    for s in R.sample(N.LACT, R.randint(3, 5)):
        n.ln("  " + s)
    n.ln()
    n.ln("Plan:")
    n.ln("  - " + ch(["Positioning and attachment reviewed.", "Breast compressions.", "Feeding log for 48 h.", "Paced bottle feeding for top-ups."]))
    if chance(0.6):
        n.ln("  - Rental pump issued, serial ", ("DEVICE", device()), ", return by ", c.D(c.visit + td(R.randint(14, 60)), ["num", "long", "dm", "md"]), ".")
    if chance(0.5):
        n.ln("  - Support group at ", ("ORGANIZATION", ch(P.CHURCHES + P.CHARITIES)), " on ", ("DATE", fd(c.visit + td(R.randint(2, 8)), ch(["wkday", "wk", "dm"]), us)), ".")
    if chance(0.5):
        n.ln("  - Resources: ", ("URL", url()), "; questions to ", ("EMAIL", email(org=True)))
    n.ln("  - Review in " + ch(["48 h", "1 week", "3 days"]) + ", ", c.D(c.visit + td(R.randint(2, 7)), ["wkshort", "wk", "md", "dm"]), ", with ",
         c.DR("lc", ch(["first", "full"])), ".")
    n.ln()
    if us:
        B.sign(n, c, "lc", role=ch(["IBCLC", "RN, IBCLC", "CLC"]), lic=False)
    else:
        n.ln(c.DR("lc", "full"), ", Infant Feeding Lead", *([" - ext ", ("PHONE", digits(4))] if chance(0.5) else []))

"""Genres: IBD infusion record, GI bleed admission note, nutrition support team review."""
from core import P, R, ch, chance, ri, rf, wchoice
import ents as E
import common as C
import pools as PL


def g_ibd_infusion(n, c):
    C.letterhead(n, c, ch(["IBD Infusion Centre", "Medical Day Unit - Infusions", "Ambulatory Infusion Clinic",
                           "Gastroenterology Day Stay"]), fax=chance(0.5))
    n.add(ch(["BIOLOGIC INFUSION RECORD", "IBD INFUSION RECORD", "Infusion Nursing Record - Biologic Therapy"]) + "\n\n")
    C.pt_block(n, c, card=chance(0.7), acct=chance(0.4))
    ts = C.tstyle()
    t0 = ri(8 * 60, 14 * 60)
    wt = rf(42, 118)
    n.add(["Date: ", c.d(0, ch([None, None, "wk"])), "   Appointment: ", C.tf(t0, ts), "   Chair: ",
           P(str(ri(1, 16)), "LOCATION_OTHER"), "   Weight: %.1f kg\n" % wt])
    cd = chance(0.6)
    if cd:
        n.add(["Diagnosis: Crohn's disease, Montreal A%d L%d B%d%s, diagnosed " % (ri(1, 3), ri(1, 3), ri(1, 3), ch(["", "p"])),
               c.year_ago(1, 20), "\n"])
    else:
        n.add(["Diagnosis: Ulcerative colitis, Montreal E%d, diagnosed " % ri(1, 3), c.year_ago(1, 20), "\n"])
    drug = wchoice([("ifx", 5), ("vedo", 3), ("uste", 1 if cd else 0.01)])
    if drug == "ifx":
        dose_per = ch([5, 5, 10])
        dose = int(round(wt * dose_per / 100.0)) * 100
        n.add("Therapy: infliximab %s %d mg/kg = %d mg IV, every %d weeks, dose #%d\n" % (
            ch(["(biosimilar CT-P13)", "(Remsima)", "(Inflectra)", "(Avsola)"]), dose_per, dose, ch([4, 6, 8, 8]), ri(1, 30)))
    elif drug == "vedo":
        n.add("Therapy: vedolizumab 300 mg IV in 250 mL NaCl 0.9%%, %s, dose #%d\n" % (
            ch(["week 0", "week 2", "week 6", "q8 weeks maintenance"]), ri(1, 20)))
    else:
        n.add("Therapy: ustekinumab IV induction %d mg (weight-based)\n" % ch([260, 390, 520]))
    if c.ca:
        if chance(0.6):
            n.add(["Coverage: ", c.insurer(), ", certificate ", c.policy(), "; prior authorization ref ",
                   P("PA-" + E.digits(7), "IDNUM"), "\n"])
        else:
            lab, hc = c.healthcard()
            n.add(["Coverage: provincial drug benefit (" + lab + " ", hc, "), exception drug status approved ",
                   c.d(-ri(30, 400)), "\n"])
    else:
        n.add(["Funding: Pharmac Special Authority ", P("SA" + E.digits(7), "IDNUM"), ", expires ",
               c.d(ri(60, 360)), "\n"])
    n.add("\nPRE-INFUSION ASSESSMENT\n")
    n.add("Identity confirmed with patient (name and DOB) against wristband")
    if chance(0.4):
        n.add(["; palm-vein check-in ", c.bioid("PV")])
    n.add(".\n")
    if cd:
        n.add("Harvey-Bradshaw Index: %d. Liquid stools/day: %d. Abdominal pain: %s.\n" % (
            ri(0, 14), ri(0, 8), ch(["none", "mild", "moderate"])))
    else:
        n.add("Partial Mayo score: %d (stool frequency %d, rectal bleeding %d, PGA %d).\n" % (
            ri(0, 7), ri(0, 3), ri(0, 3), ri(0, 3)))
    n.add("Infection screen: %s. TB screen: QuantiFERON negative " % ch(
        ["no fever, cough or recent antibiotics", "denies infective symptoms", "recent URTI - resolved, cleared by IBD nurse"]))
    n.add([c.d(-ri(100, 900), ch([None, "my"])), ". HBV: HBsAg neg, anti-HBc neg.\n"])
    n.add("Pre-medication: " + ch(["nil", "acetaminophen 650 mg PO + cetirizine 10 mg PO",
                                   "hydrocortisone 100 mg IV (previous mild infusion reaction)", "nil required"]) + "\n")
    C.vitals(n, "Baseline obs: ")
    n.add(["IV access: %d G cannula %s, %s. Pump: " % (ch([20, 22]), ch(["left forearm", "right ACF", "left hand"]),
                                                         ch(["first attempt", "second attempt, US-guided"])),
           ch(["BD Alaris 8100", "B. Braun Infusomat Space", "Sapphire"]), " (serial ", c.serial(ch(["AL", "BB", "SP", None])),
           ")\n"])
    n.add("\nINFUSION OBSERVATIONS\n")
    hdr = "Time      BP        HR   Temp   SpO2   Rate (mL/h)\n"
    n.add(hdr)
    dur = ch([30, 60, 120])
    steps = [0, 15, 30, 60, 90, 120] if dur == 120 else ([0, 15, 30, 60] if dur == 60 else [0, 15, 30])
    for i, m in enumerate(steps):
        t = C.tf(t0 + 20 + m, ts)
        rate = 250 * 60 // dur if drug != "vedo" else 500
        n.add("%-9s %3d/%-5d %-4d %-6.1f %-6s %s\n" % (t, ri(98, 150), ri(55, 90), ri(55, 100), rf(36.1, 37.6),
                                                     "%d%%" % ri(95, 100), str(rate) if m < dur else "complete"))
    n.add("Infusion %s over %d min via 1.2 micron in-line filter. Total volume %d mL.\n" % (
        ch(["completed", "completed without interruption", "completed; rate slowed briefly for flushing"]), dur, ch([250, 250, 500])))
    if chance(0.5):
        n.add(["Pt ", c.pt.initials(), " " + ch(["tolerated infusion well", "comfortable throughout, ate lunch",
                                                "asymptomatic during infusion"]) + ". "])
        C.nick_line(n, c)
        n.add("\n")
    n.add("Post-infusion observation: %d min. Reaction: %s.\n" % (ch([0, 30, 60]), ch(["none", "none", "none",
                                                                                     "mild flushing, settled with slowing rate"])))
    if drug == "ifx" and chance(0.6):
        n.add(["Last trough infliximab level %.1f ug/mL, antibodies %s (" % (rf(0.4, 14.0), ch(["negative", "negative", "low titre"])),
               c.d(-ri(30, 200)), ").\n"])
    if chance(0.4):
        n.add(["Faecal calprotectin %d ug/g (" % ri(20, 1800), c.d(-ri(5, 60)), "); CRP %d mg/L.\n" % ri(1, 60)])
    n.add(["\nNext infusion: ", c.d(ri(14, 56), ch([None, "wk"])), " at ", C.tf(ri(8, 14) * 60 + ch([0, 30]), ts), "\n"])
    if chance(0.45):
        n.add(["Parking permit issued for ", ch(["vehicle", "plate", "rego"]), " ", c.plate(), ".\n"])
    if chance(0.3):
        ibdn = E.staff_name(c, "F")
        n.add(["IBD nurse advice line: ", ibdn.full(), ", ", c.phone(ext=True), " or ", c.dept_email(ch(["ibd.nurses", "ibd.helpline", "ibdcentre"])), "\n"])
    if chance(0.3):
        n.add(["Discussed with "] + E.staff_name(c).dr(True) + [" (IBD consultant) re: ", ch([
            "dose escalation", "therapeutic drug monitoring", "switch to subcutaneous maintenance"]), ".\n"])
    rn = E.staff_name(c, "F" if chance(0.8) else "M")
    n.add(["\nInfusion nurse: ", rn.full(), ", RN"])
    if chance(0.5):
        l, v = c.nurse_reg()
        n.add([" (" + l + " ", v, ")"])
    n.add(["   ", c.d(0), " ", C.tf(t0 + dur + 60, ts), "\n"])
    if chance(0.35):
        n.add(["Charted by user ", rn.username(), "\n"])


def g_gi_bleed(n, c):
    C.letterhead(n, c, ch(["Emergency Department", "Gastroenterology - Acute Admissions", "Internal Medicine / GI"]),
                 fax=chance(0.4))
    var = chance(0.3)
    lower = (not var) and chance(0.3)
    n.add(ch(["ADMISSION NOTE - ", "GI BLEED ADMISSION: ", "Admission H&P - "]) +
          ("suspected variceal haemorrhage" if var else ("lower GI bleed" if lower else "upper GI bleed")).upper() + "\n\n")
    C.pt_block(n, c, card=chance(0.6), acct=chance(0.6))
    ts = C.tstyle()
    t0 = ri(0, 23 * 60)
    n.add(["Arrival: ", c.d(0), " ", C.tf(t0, ts), "   Triage: %s %d" % ("CTAS" if c.ca else "ATS", ri(1, 3))])
    n.add(["   Location: ED Resus ", P(str(ri(1, 6)), "LOCATION_OTHER"), "\n"])
    arr = ch(["ambulance", "self-presented", "ambulance from care home", "GP referral"])
    res = E.staff_name(c)
    n.add(["Admitting: "] + res.dr(True) + [" (medical resident, pager ", c.phone(ext=False), ")   GI on call: "])
    gi = E.staff_name(c)
    n.add(gi.dr(True) + ["\n\n"])
    n.add("HPI\n")
    n.add(c.pt.titled())
    n.add(" is " + E.art(c.age) + " ")
    n.add(E.age_phrase(c))
    n.add(", brought in by %s, " % arr if "ambulance" in arr else ", %s, " % arr)
    if arr == "ambulance from care home":
        n.add(["resident of ", P(ch(PL.CA_CAREHOMES if c.ca else PL.NZ_CAREHOMES), "HOSPITAL"), ", "])
    if var:
        n.add("known cirrhosis (%s), with %d episodes of large-volume haematemesis since " % (
            ch(["alcohol", "MASLD", "HCV"]), ri(2, 5)))
    elif lower:
        n.add("with %d episodes of fresh red blood per rectum since " % ri(3, 10))
    else:
        n.add("with coffee-ground vomiting and %d black tarry stools since " % ri(2, 6))
    n.add([c.d(-ri(0, 2), ch(["wk", None, "dm"])), ". "])
    n.add(ch(["Presyncope on standing. ", "One collapse at home. ", "No abdominal pain. ",
              "Crampy lower abdominal pain. " if lower else "Mild epigastric pain. "]))
    if not var and chance(0.6):
        n.add("Taking ibuprofen %d mg TDS for back pain" % ch([200, 400]))
        if chance(0.5):
            n.add([" (works as a ", E.profession(), ")"])
        n.add(". ")
    if chance(0.4):
        n.add("On apixaban for AF; last dose at %s. " % C.tf(ri(6, 22) * 60, ts))
    n.add(ch(["Alcohol: %d units/week. " % ri(0, 60), "Denies alcohol. ", ""]))
    n.add("\n\nPMHx: " + ", ".join(R.sample(["AF", "T2DM", "HTN", "CKD stage 3", "previous DU (H. pylori treated)",
                                               "diverticulosis", "cirrhosis", "IHD with stent", "COPD", "OA"], ri(2, 4))) + "\n")
    C.med_list(n, ri(2, 6), "Meds:\n")
    C.allergies(n)
    n.add("\nEXAMINATION\n")
    C.vitals(n, "Obs: ")
    n.add((ch(["Jaundiced, ascites, asterixis present. ", "Spider naevi, moderate ascites. "]) if var else
           ch(["Pale, clammy. ", "Alert, mildly pale. ", "Comfortable at rest, conjunctival pallor. "])) +
          (ch(["PR: fresh blood and clots.", "PR: dark red blood.", "PR: maroon stool with clots."]) if lower else
           ch(["PR: melaena on glove.", "PR: black tarry stool.", "PR: melaena."])) + "\n")
    n.add("\nBLOODS\n")
    n.add("Time     Hb (g/L)  Urea (mmol/L)  Plt   INR   Lactate\n")
    hb = ri(58, 115)
    for i in range(ri(2, 3)):
        n.add("%-8s %-9d %-14.1f %-5d %-5.1f %.1f\n" % (C.tf(t0 + 20 + i * ri(120, 300), ts), hb - i * ri(0, 12),
                                                      rf(6, 28), ri(40, 380), rf(0.9, 2.4), rf(0.8, 5.0)))
    n.add("Glasgow-Blatchford score %d; pre-endoscopy Rockall %d%s.\n" % (
        ri(6, 17), ri(2, 6), "; Child-Pugh %s, MELD %d" % (ch("BC"), ri(15, 30)) if var else ""))
    n.add("\nPLAN\n")
    n.add("- 2 x large-bore IV, group and screen, crossmatch %d units RBC; restrictive transfusion target Hb >70 g/L.\n" % ri(2, 4))
    if var:
        n.add("- Octreotide 50 mcg bolus then 50 mcg/h; ceftriaxone 1 g IV daily; lactulose.\n")
    else:
        n.add("- Pantoprazole 80 mg IV then %s.\n" % ch(["40 mg IV BD", "8 mg/h infusion"]))
    n.add("- Hold anticoagulant/antiplatelets; reversal discussed with haematology (" )
    n.add(E.staff_name(c).dr(False) + [").\n"])
    n.add(["- ", "Colonoscopy after bowel prep, CT angiogram if ongoing bleeding" if lower else "Endoscopy within 24 h",
           " - booked ", c.d(ri(0, 1)), " with "] + gi.dr(False) + [".\n"])
    n.add(["- Admit to ", c.ward() if chance(0.7) else "ICU", ", bed ", P(str(ri(1, 30)) + ch(["", "A", "B"]), "LOCATION_OTHER"), ".\n"])
    n.add("- Goals of care: %s.\n" % ch(["full code", "full treatment, not for ICU per patient wishes", "DNR, ward-based care"]))
    f = C.nok(n, c)
    if chance(0.3):
        n.add(["Patient's car (", ch(["plate ", "rego ", "licence plate "]), c.plate(), ") left in ED parking; keys with security.\n"])
    if chance(0.25):
        n.add([c.ssn_label(), " recorded at registration: ", c.ssn(), "\n"])
    C.signature(n, c, res, ch(["MD (PGY-2)", "MD, PGY-3", "House Officer", "Registrar"]), lic=False, user=chance(0.4))


def g_nutrition(n, c):
    C.letterhead(n, c, ch(["Nutrition Support Team", "Clinical Nutrition Service", "Intestinal Failure & Nutrition Team"]),
                 fax=chance(0.3))
    n.add(ch(["NUTRITION SUPPORT TEAM REVIEW", "NST Ward Review", "Clinical Nutrition Consult - Follow-up"]) + "\n\n")
    C.pt_block(n, c, card=chance(0.5))
    n.add(["Location: ", c.ward(), ", bed ", P(str(ri(1, 32)), "LOCATION_OTHER"), "   Date: ", c.d(0), "\n"])
    rd = E.staff_name(c, "F" if chance(0.75) else "M")
    ph = E.staff_name(c)
    lead = E.staff_name(c)
    n.add(["Seen by: ", rd.full(), ", ", ch(["RD", "Dietitian", "NZRD"] if not c.ca else ["RD", "Dietitian", "PDt"]),
           "; ", ph.full(), ", ", ch(["Pharmacist", "RPh", "clinical pharmacist"]), "; "] + lead.dr(True) + [" (NST lead)\n"])
    reason = ch(["short bowel syndrome after extensive small bowel resection (%d cm remaining, jejunostomy)" % ri(60, 180),
                 "severe acute necrotising pancreatitis, intolerant of NJ feeds",
                 "high-output ileostomy (%d mL/day)" % ri(1500, 3500),
                 "prolonged ileus after Whipple's procedure",
                 "refeeding risk - anorexia with BMI %.1f" % rf(12.5, 16.5),
                 "Crohn's disease with enterocutaneous fistula"])
    n.add("\nReason for referral: " + reason + ".\n")
    n.add("\nANTHROPOMETRY\n")
    w = rf(38, 95)
    ht = R.uniform(1.50, 1.90)
    n.add("Date          Weight (kg)   Source\n")
    offs = sorted([-ri(60, 400), -ri(20, 59), -ri(3, 19), 0])
    for i, o in enumerate(offs):
        d = c.d(o)
        n.add(d)
        n.add(" " * max(2, 14 - len(d.text)))
        n.add("%-13.1f %s\n" % (w * (1 + 0.04 * (len(offs) - 1 - i)), ch(["ward scales", "patient report", "GP record", "bed scales"])))
    n.add("Height %d cm. BMI %.1f; %d%% weight loss over %d months. %s score %d (high risk).\n" % (
        round(ht * 100), w / ht / ht, ri(5, 22), ri(2, 12), ch(["MUST", "NRS-2002", "SGA-B;"]), ri(2, 5)))
    n.add("\nACCESS\n")
    k = R.random()
    if k < 0.5:
        n.add(["PICC: %d Fr %s-lumen, right basilic, inserted " % (ch([4, 5]), ch(["single", "double"])), c.d(-ri(2, 20)),
               ", tip at CAJ on CXR; lot ", c.lot(), ". Line dedicated for PN.\n"])
    elif k < 0.75:
        n.add(["Nasojejunal tube with bridle, placed endoscopically ", c.d(-ri(1, 10)), "; position confirmed on AXR.\n"])
    else:
        n.add(["PEG %d Fr inserted " % ch([15, 20]), c.d(-ri(20, 700), ch([None, "my"])), "; external fixator at %d cm.\n" % ri(2, 5)])
    n.add("\nCURRENT REGIMEN\n")
    if chance(0.6):
        n.add("PN: %s %d mL/day over %d h = %d kcal, %.1f g amino acids; + Addaven, Vitalipid/Soluvit.\n" % (
            ch(["SmofKabiven", "Olimel N9E", "Kabiven Central"]), ri(986, 2053), ch([16, 18, 24]), ri(1000, 2200), rf(50, 110)))
    else:
        n.add("EN: %s at %d mL/h x 20 h = %d kcal, %d g protein; water flushes 30 mL q4h.\n" % (
            ch(["Peptamen 1.5", "Jevity 1.2", "Vital 1.5", "Osmolite 1.2"]), ri(30, 90), ri(900, 2100), ri(45, 110)))
    n.add("Estimated requirements: 25-30 kcal/kg, 1.2-1.5 g protein/kg.\n")
    if chance(0.35):
        a0 = -ri(6, 14)
        n.add(["PN held ", c.d(a0, "dm"), "-", c.d(a0 + ri(1, 4), "dm"), " for suspected line sepsis (blood cultures negative).\n"])
    if chance(0.4):
        C.nick_line(n, c)
        n.add(["Patient ", ch(["keen to go home", "anxious about the PICC", "eating small amounts orally"]), ".\n"])
    n.add("\nBIOCHEMISTRY\n")
    ds = [c.d(-i, "dm") for i in range(3)][::-1]
    n.add("            ")
    for d in ds:
        n.add(d)
        n.add(" " * (9 - len(d.text)))
    n.add("\n")
    for nm, lo, hi, nd in [("Na", 128, 145, 0), ("K", 2.8, 5.2, 1), ("Mg", 0.45, 1.0, 2), ("PO4", 0.35, 1.4, 2),
                           ("Glucose", 4.5, 14, 1), ("TG", 0.8, 4.2, 1)]:
        n.add(nm.ljust(12))
        for d in ds:
            v = R.uniform(lo, hi)
            n.add(("%.*f" % (nd, v)).ljust(9))
        n.add("\n")
    n.add("\nASSESSMENT / PLAN\n")
    n.add("- " + ch(["Refeeding syndrome: PO4 low - IV phosphate 20 mmol, thiamine 100 mg TDS x 10 days.",
                     "Tolerating regimen; increase to full goal over 48 h.",
                     "Hyperglycaemia on PN - insulin sliding scale, reduce dextrose.",
                     "Stoma output high - add loperamide 4 mg QID, oral rehydration solution, restrict hypotonic fluids."]) + "\n")
    n.add("- Weekly weights, daily U&E, Mg, PO4 until stable; LFTs twice weekly.\n")
    if chance(0.5):
        n.add(["- Home PN planning: supplier ", P(ch(PL.HOMEPN), "ORGANIZATION"), ", account ", c.account(),
               "; deliveries to:\n"])
        n.add(c.addr_block(c.address(), "    "))
        if chance(0.4):
            n.add(["  Funding application requires ", c.ssn_label(), " ", c.ssn(), ".\n"])
        if chance(0.5):
            f = E.family(c)
            n.add(["  Carer training for " + E.rel_word(f) + " ", f.full(), " booked ", c.d(ri(2, 10)), ".\n"])
    if chance(0.3):
        n.add(["- Discussed with surgical team ("] + E.staff_name(c).dr(False) + [") re: timing of stoma reversal.\n"])
    n.add(["- NST to review ", c.d(ri(1, 4), ch(["wk", "wk_short", None])), ".\n"])
    if chance(0.3):
        n.add(["Team contact: ", c.phone(ext=True), " | ", c.dept_email(ch(["nst", "nutrition.support", "clinical.nutrition"])), "\n"])
    C.signature(n, c, rd, ch(["RD", "Dietitian"]), lic=False, user=chance(0.5), dr=False)

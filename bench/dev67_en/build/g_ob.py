"""(5) Obstetric and newborn notes."""
import datetime as dt

import clin
import common
import persona
import values as V
from marks import M


def _mom(c):
    """Make the note's patient an obstetric patient."""
    r = c.r
    c.sex = "F"
    if c.first in V.FIRST_M or c.first in V.WORD_FIRST_M:
        c.first = r.choice(V.FIRST_F + V.WORD_FIRST_F)
    c.age = r.randrange(16, 46)
    c.dob = dt.date(c.enc.year - c.age, 1, 1) + dt.timedelta(days=r.randrange(0, 360))
    if c.dob > V.add_days(c.enc, -365 * c.age):
        c.dob = V.add_days(c.dob, -365)
    ga_w = r.randrange(34, 42)
    ga_d = r.randrange(0, 7)
    edd = V.add_days(c.enc, (40 - ga_w) * 7 - ga_d)
    lmp = V.add_days(edd, -280)
    g = r.randrange(1, 6)
    p = r.randrange(0, g)
    return ga_w, ga_d, edd, lmp, g, p


def _partner(c):
    r = c.r
    return c.F(r.choice(["husband", "partner", "boyfriend", "wife", "partner", "fiance"]), r.choice("MMMF"))


def ld_admit(c):
    r = c.r
    ga_w, ga_d, edd, lmp, g, p = _mom(c)
    ob, mw, rn = c.S("ob"), c.S("midwife"), c.S("nurse")
    partner = _partner(c)
    L = [common.header(c, r.choice(["L&D ADMISSION H&P", "Labor and Delivery Triage / Admission Note", "OB ADMIT NOTE"]))]
    L.append("%s is a %s G%dP%d%d0%d at %dw%dd by %s, EDD %s, LMP %s, who presents with %s." % (
        c.P(r.choice(["full", "first", "title_last", "fml"])), c.A(r.choice(["yo", "y/o", "-yo"])), g, p, r.randrange(0, 2), p,
        ga_w, ga_d, r.choice(["LMP c/w 8 wk US", "first-trimester US", "IVF transfer date"]), c.D(edd, "full"), c.D(lmp, "full"),
        r.choice(["regular contractions q3-4 min since 0200", "SROM at 2130, clear fluid", "decreased fetal movement", "elevated BPs at clinic (158/102)",
                  "scheduled induction for postdates"])))
    L.append("\nPrenatal care: %s with %s (%s); %d visits, first visit %s. Records faxed from %s." % (
        c.O(), c.N(mw, r.choice(["full_cred", "first", "fml_cred"])), M("PHONE", V.us_phone(r)), r.randrange(6, 15), c.D(V.add_days(lmp, r.randrange(50, 90)), "full"), M("FAX", V.us_phone(r))))
    L.append("Prenatal labs: Blood type %s, antibody screen neg, rubella immune, HBsAg neg, HIV neg, RPR NR, GBS %s (%s), 1-hr GTT %d, Hgb %.1f." % (
        r.choice(["O+", "A+", "B-", "AB+", "O-"]), r.choice(["negative", "positive", "unknown"]), c.D(V.add_days(lmp, 36 * 7 + r.randrange(0, 7)), "short"),
        r.randrange(90, 190), r.uniform(9.5, 13.5)))
    L.append("Pregnancy complicated by: %s." % ", ".join(r.sample(["A1GDM", "gestational HTN", "anemia", "AMA", "prior C-section x1", "breech at 36 wk, s/p ECV",
                                                                   "short cervix, vaginal progesterone", "chronic HTN on labetalol", "depression on sertraline"], r.randrange(1, 3))))
    L.append("OB hx: %s" % r.choice(["G1 current", "SVD %s at %s, 3.4 kg, uncomplicated" % (c.D(c.ya(r.randrange(2, 8)), style="Y"), c.other_hosp()),
                                     "LTCS %s for arrest of dilation" % c.D(c.ya(r.randrange(2, 8)), style=r.choice(["Y", "BY"]))]))
    L.append("PMH: %s. PSH: %s. Meds: PNV, %s. Allergies: %s." % (", ".join(clin.pmh(r, 2)), r.choice(["none", "LEEP", "lap appy"]), r.choice(clin.MEDS), r.choice(["NKDA", "PCN"])))
    L.append("Social: %s. Lives in %s with %s. Support person %s; doula %s (%s)." % (
        common.cap(c.job_phrase()), c.city_state(), c.relname(partner), c.FN(partner, "first"), c.FN(c.F("doula", "F"), "full"), M("PHONE", V.us_phone(r))))
    L.append("\nExam: %s. FHT baseline %d, moderate variability, + accels, no decels (Cat I). Toco q%d min. SVE %d/%d/%d, vertex. Bishop score %d. EFW %d g by Leopold." % (
        clin.vitals(r), r.randrange(120, 160), r.randrange(2, 6), r.randrange(1, 8), r.randrange(50, 100), r.randrange(-3, 2), r.randrange(3, 11), r.randrange(2600, 4200)))
    L.append("\nA/P: %s G%dP%d at %dw%dd admitted for %s.\n- %s\n- GBS ppx %s\n- Epidural on request; anesthesia (%s) aware.\n- Pediatrics: %s at %s to follow infant.\n- Cord blood banking kit #%s brought by patient." % (
        c.A("yo"), g, p, ga_w, ga_d, r.choice(["active labor", "IOL", "PROM", "preeclampsia without severe features"]),
        r.choice(["oxytocin per protocol", "misoprostol 25 mcg PV q4h", "expectant management", "magnesium sulfate 2 g/h for seizure ppx"]),
        r.choice(["PCN G 5 MU then 2.5 MU q4h", "cefazolin 2 g IV q8h", "not indicated"]), c.N(c.S("anes"), "dr_last"),
        c.N(c.S("peds"), r.choice(["dr_full", "full_cred"])), c.O(), M("IDNUM", V.digits(r, 8))))
    L.append("\nPatient in %s, %s. Discussed with %s, who agrees.\n" % (c.WARD(), c.RM(), c.N(ob, "dr_last")))
    L.append(common.footer(c, mw if r.random() < 0.5 else c.S("resident")))
    return "\n".join(L) + "\n", "L&D admission"


def delivery(c):
    r = c.r
    ga_w, ga_d, edd, lmp, g, p = _mom(c)
    ob, res, rn = c.S("ob"), c.S("resident"), c.S("nurse")
    partner = _partner(c)
    sex = r.choice(["female", "male"])
    L = ["%s\nDELIVERY NOTE" % c.H(r.choice(["full", "acr"])), ""]
    L.append("Mother: %s   MRN %s   Age %s   G%dP%d   %dw%dd" % (c.P(r.choice(["LF", "LFc", "fml"])), c.ID("MRN"), c.A("bare"), g, p + 1, ga_w, ga_d))
    L.append("Delivery date/time: %s %s   Room %s" % (c.D(None, "full"), c.time(), M("LOCATION_OTHER", str(r.randrange(1, 14)))))
    L.append("Delivering provider: %s   Assist: %s   Peds: %s   RN: %s" % (
        c.N(ob, r.choice(["full_cred", "dr_full"])), c.N(res, "full_cred"), c.N(c.S("peds"), "dr_last"), c.N(rn, r.choice(["first", "full_cred"]))))
    mode = r.choice(["NSVD", "NSVD", "vacuum-assisted vaginal delivery", "primary LTCS", "repeat LTCS"])
    L.append("\nProcedure: %s. %s" % (mode, r.choice([
        "Delivered over an intact perineum; 2nd degree laceration repaired with 3-0 Vicryl.",
        "Kiwi vacuum applied x2 pulls, no pop-offs, for maternal exhaustion.",
        "Pfannenstiel skin incision, low transverse hysterotomy; double-layer closure.",
        "Nuchal cord x1 reduced; shoulders delivered without difficulty."])))
    L.append("Infant: live-born %s, Apgars %d and %d at 1 and 5 min, weight %d g, to mother's chest for skin-to-skin. Cord gases pH 7.%02d / 7.%02d." % (
        sex, r.randrange(4, 10), r.randrange(7, 10), r.randrange(2300, 4400), r.randrange(10, 35), r.randrange(15, 40)))
    L.append("Placenta: %s at %s, 3-vessel cord. %s" % (r.choice(["spontaneous", "manual extraction"]), c.time(),
                                                       r.choice(["Sent to pathology for chorioamnionitis, specimen %s." % M("IDNUM", V.accession(r, c.enc.year)),
                                                                 "Sent to pathology (preterm), specimen %s." % M("IDNUM", V.accession(r, c.enc.year)),
                                                                 "Not sent."])))
    L.append("QBL %d mL. Uterotonics: %s. Fundus firm." % (r.randrange(200, 1600), r.choice(["oxytocin 30 units", "oxytocin + methylergonovine 0.2 mg IM", "TXA 1 g IV"])))
    L.append("Infant security tag #%s applied in room; ID bands matched (mother/infant band %s)." % (M("DEVICE", V.digits(r, 6)), M("IDNUM", V.digits(r, 5))))
    L.append("Newborn footprints taken; biometric footprint record %s." % M("BIOID", V.bioid(r)))
    L.append("Father/partner %s cut the cord. %s" % (c.FN(partner, r.choice(["full", "first"])),
                                                     r.choice(["Grandmother %s present." % c.FN(c.F("mother", "F"), "full"), "", "Photos taken by doula " + c.FN(c.F("doula", "F"), "first") + "."])))
    L.append("Birth certificate worksheet completed; worksheet no. %s. Infant name: %s." % (M("LICENSE", V.digits(r, 4) + "-" + V.digits(r, 6)),
                                                                                           M("FAMILY", r.choice(V.FIRST_F if sex == "female" else V.FIRST_M) + " " + c.last)))
    L.append("")
    L.append(common.footer(c, ob))
    return "\n".join(L) + "\n", "delivery"


def newborn(c):
    r = c.r
    ga_w, ga_d, edd, lmp, g, p = _mom(c)
    # the newborn is the patient; the mother is FAMILY
    mom = persona.Person(c.first, c.middle, c.last, "F", rel="mother")
    mom_age = c.age
    sex = r.choice("MF")
    baby_first = r.choice(V.FIRST_F + V.WORD_FIRST_F if sex == "F" else V.FIRST_M + V.WORD_FIRST_M)
    c.sex = sex
    c.first = baby_first
    c.age = 0
    c.dob = c.day(-r.randrange(0, 3))
    peds = c.S("peds")
    dad = c.F(r.choice(["father", "father", "partner"]), "M")
    bname = r.choice([
        "%s %s" % (r.choice(["Baby Girl", "BG", "Girl"]) if sex == "F" else r.choice(["Baby Boy", "BB", "Boy"]), M("PATIENT", c.last)),
        M("PATIENT", "%s %s" % (baby_first, c.last)),
        "%s %s" % ("Baby Girl" if sex == "F" else "Baby Boy", M("PATIENT", c.last.upper())),
    ])
    mom_mrn = M("MRN", V.mrn(r))
    L = [c.H(r.choice(["full", "short", "acr"])) + " Newborn Nursery", r.choice(["NEWBORN ADMISSION H&P", "Newborn Progress Note", "NICU ADMISSION NOTE"]), ""]
    L.append("Infant: %s   MRN %s   DOB %s %s   Sex %s" % (bname, c.ID("MRN"), c.D(c.dob, "full"), c.time(), sex))
    L.append("Mother: %s   Mother's MRN %s   Age %s   %s %s" % (c.FN(mom, r.choice(["full", "LAST"])), mom_mrn, c.A("bare", age=mom_age), c.WARD(), c.RM()))
    L.append("PCP after discharge: %s, %s, tel %s" % (c.N(peds, r.choice(["dr_full", "full_cred"])), c.O(), M("PHONE", V.us_phone(r))))
    L.append("\nHPI: Term %s infant born at %dw%dd via %s to a %s G%dP%d mother. ROM %d h, fluid %s. Apgars %d/%d. BW %d g (%s). DOL %d today." % (
        "female" if sex == "F" else "male", ga_w, ga_d, r.choice(["NSVD", "repeat C/S", "vacuum-assisted delivery"]), c.A("-year-old", age=mom_age), g, p + 1,
        r.randrange(1, 30), r.choice(["clear", "meconium-stained", "blood-tinged"]), r.randrange(5, 10), r.randrange(7, 10), r.randrange(2400, 4500),
        r.choice(["AGA", "LGA", "SGA"]), r.randrange(0, 3)))
    L.append("Maternal labs: O%s, GBS %s (adequate IAP), HBsAg neg, HIV neg, RPR NR, rubella immune. Maternal hx %s." % (
        r.choice(["+", "-"]), r.choice(["neg", "pos"]), ", ".join(r.sample(["A1GDM", "gHTN", "depression", "smoker", "chronic HTN", "none"], 2))))
    L.append("Social: parents %s and %s, %s. %s works as a %s at %s. Older sibling %s is %s. Lives in %s." % (
        c.FN(mom, "first"), c.FN(dad, r.choice(["first", "full"])), r.choice(["married", "not married, co-parenting", "engaged"]),
        c.FN(dad, "first"), c.PROF(), c.EMP(), M("FAMILY", r.choice(V.FIRST_F + V.FIRST_M)), r.choice([c.A("bare", age=r.randrange(2, 9)) + " yrs", c.A("bare", age=r.randrange(6, 20)) + " months"]),
        c.city_state()))
    L.append("\nExam: Wt %d g, L %.1f cm, HC %.1f cm. T 36.%d, HR %d, RR %d. AFOSF, red reflex present OU, palate intact, no clefts. "
             "Clavicles intact. Heart RRR no murmur. Femoral pulses 2+. Ortolani and Barlow negative. Moro symmetric. Spine without dimple. %s" % (
                 r.randrange(2300, 4500), r.uniform(46, 56), r.uniform(32, 37), r.randrange(5, 10), r.randrange(110, 170), r.randrange(30, 60),
                 r.choice(["Mild jaundice to chest.", "Mongolian spots over sacrum.", "Erythema toxicum.", ""])))
    L.append("\nScreens: newborn screen card %s collected %s; hearing %s; CCHD pass (%d%%/%d%%); TcB %.1f at %d HOL (low-intermediate risk)." % (
        M("IDNUM", V.digits(r, 9)), c.D(c.day(0), "short"), r.choice(["pass bilaterally", "refer R, repeat before DC"]), r.randrange(96, 100), r.randrange(96, 100),
        r.uniform(3, 14), r.randrange(24, 60)))
    L.append("Meds: vitamin K 1 mg IM, erythromycin ointment OU, hep B vaccine #1 given %s (VIS date reviewed with %s)." % (c.D(c.dob, "short"), c.FN(mom, "first")))
    L.append("Security: Hugs tag %s; footprint biometric %s on file." % (M("DEVICE", V.digits(r, 6)), M("BIOID", V.bioid(r))))
    L.append("\nA/P: Term newborn, %s. Routine care, breastfeeding with lactation (%s). Circ %s. Anticipate DC %s; f/u with %s within 48 h of DC." % (
        r.choice(["well", "with hyperbilirubinemia, phototherapy started", "with r/o sepsis, amp/gent x36h"]), c.N(c.S("lact", "nurse"), r.choice(["first", "full_cred"])),
        r.choice(["requested, consent signed by " + c.FN(dad, "first"), "not desired", "n/a"]), c.D(r.randrange(1, 3), r.choice(["short", "full"]), style=None),
        c.N(peds, "dr_last")))
    L.append("")
    L.append(common.footer(c, peds if r.random() < 0.5 else c.S("np", "np")))
    return "\n".join(L) + "\n", "newborn"


def postpartum(c):
    r = c.r
    ga_w, ga_d, edd, lmp, g, p = _mom(c)
    res = c.S("resident")
    L = ["PPD#%d %s  %s" % (r.randrange(1, 4), c.D(None, "short"), c.time()),
         "%s  %s  %s  rm %s" % (c.P(r.choice(["lower", "first", "LF", "init"])), c.A(r.choice(["yoS", "y", "sexS"])), c.ID("MRN"), M("LOCATION_OTHER", c.room)),
         "S: pain controlled, ambulating, voiding, +flatus. breastfeeding well per lactation. partner %s at bedside." % c.FN(_partner(c), r.choice(["first", "lower"])),
         "O: " + clin.vitals(r) + ". fundus firm 1 FB below U. lochia mod. incision c/d/i. calves NT. Hgb %.1f (pre %.1f)." % (r.uniform(7.5, 11), r.uniform(10, 13)),
         "A/P: %s G%dP%d s/p %s %s. %s." % (c.A("yo"), g, p + 1, r.choice(["NSVD", "pLTCS", "rLTCS", "VAVD"]), c.D(-r.randrange(1, 3), "short"),
                                           r.choice(["routine pp care", "gHTN: nifedipine 30 mg XL, BP checks", "anemia: IV iron sucrose 200 mg", "Edinburgh 14 -> SW consult"])),
         "- rh %s, rubella %s. tdap given %s." % (r.choice(["+", "- (RhIG given)"]), r.choice(["immune", "non-immune, MMR before DC"]), c.D(-r.randrange(20, 80), "short")),
         "- contraception: %s" % r.choice(["Nexplanon placed, lot/serial " + M("DEVICE", V.device_sn(r)), "IUD at 6 wk visit", "condoms", "POPs"]),
         "- pp visit with %s at %s on %s; wic referral; insurance %s id %s" % (c.N(c.S("midwife"), r.choice(["first", "full", "last"])), c.O(), c.D(r.randrange(10, 45), "any"),
                                                                              M("ORGANIZATION", c.insurer), c.ID("HEALTHPLAN")),
         "- baby %s in nursery, peds following (%s)" % ("girl" if r.random() < 0.5 else "boy", c.N(c.S("peds"), r.choice(["dr_last", "last"]))),
         "- meds: ibuprofen 600 mg q6h, acetaminophen 1 g q8h, docusate; %s" % r.choice(clin.MEDS),
         "- dc home %s if stable; ride with %s; lives in %s" % (c.D(1, style=r.choice(["W", "md", "wmd"]) if not c.cw else "dm"), c.relname(), c.city_state()),
         "-- %s, %s" % (c.N(res, r.choice(["lower", "init_cred", "full_cred"])), "pgr " + M("PHONE", res.pager))]
    return "\n".join(L) + "\n", "postpartum terse"


def make(c):
    return c.r.choice([ld_admit, ld_admit, delivery, newborn, newborn, postpartum])(c)

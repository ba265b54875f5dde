"""Genres: apheresis procedure record, massive transfusion protocol record, iron infusion note."""
import pools as PL
from common import age_phrase, fill
from parts import banner, staff_sig, location_items, social_line, registration

APH = [
    ("TPE", "TTP (ADAMTS13 <5%)", "I", "5% albumin + plasma"), ("TPE", "Guillain-Barre syndrome", "I", "5% albumin"),
    ("TPE", "myasthenia gravis crisis", "I", "5% albumin"), ("TPE", "ANCA vasculitis with DAH", "I", "plasma"),
    ("RBC exchange", "sickle cell disease, primary stroke prevention", "I", "HbS-neg, C/E/K-matched RBC"),
    ("RBC exchange", "sickle cell disease, acute chest syndrome", "II", "HbS-neg RBC"),
    ("Leukocytapheresis", "AML with hyperleukocytosis (WBC %d K/uL)", "III", "none"),
    ("Autologous PBSC collection", "multiple myeloma, mobilized with G-CSF + plerixafor", "n/a", "none"),
    ("Plateletpheresis (therapeutic)", "essential thrombocythemia with plt >1,400", "II", "none"),
    ("ECP", "chronic GVHD, skin/oral", "II", "none"),
]


def apheresis(ctx, n):
    r = ctx.rng
    rn, rn2, md = ctx.staff("rn"), ctx.staff("rn"), ctx.staff("md")
    proc, ind, cat, repl = r.choice(APH)
    if "%d" in ind:
        ind = ind.replace("WBC %d K/uL", "WBC " + ctx.wbc(r.randint(150, 380)).replace(".0 ", " "))
    n.ln((ctx.hosp, "HOSPITAL"), r.choice([" - Apheresis Unit", " Therapeutic Apheresis Service", " | Apheresis & Cell Collection"]))
    n.ln("APHERESIS PROCEDURE RECORD")
    n.ln()
    banner(ctx, n)
    if r.random() < 0.4:
        registration(ctx, n, emerg=r.random() < 0.5)
    if "PBSC" in proc and r.random() < 0.7:
        n.ln("Collection ID verified by palm-vein biometric ", ctx.bioid(), " (FACT chain of identity).")
    n.ln("Date: ", ctx.d(ctx.enc), "    Station ", (str(r.randint(1, 6)), "LOCATION_OTHER"),
         "    Procedure ", proc, " #", str(r.randint(1, 7)), " of ", str(r.randint(5, 8)) if "exchange" not in proc else "series")
    n.ln("Indication: ", ind, " (ASFA category ", cat, ")")
    n.ln("Ordering physician: Dr. ", (md.f(r.choice(["fl", "fil", "Lf"])), "DOCTOR"), ", pager ", ctx.pager())
    n.ln("Instrument: ", r.choice(["Spectra Optia", "Spectra Optia", "COBE Spectra", "Amicus", "Therakos Cellex"]),
         "  SN ", ctx.serial(), "  software ", r.choice(["v11.3", "v12.0", "v4.2"]), "; kit lot ", fill(r, "dddddd"))
    n.ln("Access: ", r.choice(["R IJ 13.5 Fr Trialysis (placed ", "L femoral 12 Fr Mahurkar (placed ", "PowerFlow port (accessed ",
                               "bilateral antecubital 17G/18G ("]), ctx.d(ctx.days(-r.randint(0, 20))), ")")
    ht = r.randint(150, 192)
    wt = r.uniform(45, 118)
    hct = r.uniform(19, 44)
    tbv = (0.3669 * (ht / 100) ** 3 + 0.03219 * wt + 0.6041) if ctx.sex == "M" else (0.3561 * (ht / 100) ** 3 + 0.03308 * wt + 0.1833)
    pv = tbv * (1 - hct / 100)
    n.ln("Ht ", str(ht), " cm   Wt ", ctx.wt(wt), "   Hct ", "%.0f%%" % hct, "   TBV (Nadler) ", "%.2f L" % tbv,
         "   PV ", "%.2f L" % pv)
    if proc == "TPE":
        n.ln("Exchange: 1.0 PV = ", "%d mL" % round(pv * 1000, -1), "; replacement ", repl, "; AC ACD-A 1:",
             str(r.choice([12, 13, 15])), "; calcium gluconate ", r.choice(["10 g in 500 mL NS @ 60 mL/h", "2 g IV x2 PRN tingling"]))
    elif "RBC" in proc:
        n.ln("Target HbS ", "<30%", ", FCR ", "%d%%" % r.randint(30, 40), "; units: ", str(r.randint(5, 9)),
             " HbS-negative RBC (first units listed):")
        for i in range(r.randint(2, 4)):
            n.ln("   ", ctx.din(), "  ", r.choice(["O POS", "O NEG", "A POS", "B POS"]), "  C-E-K-  exp ", ctx.d(ctx.days(r.randint(8, 35))))
    else:
        n.ln("Processed ", "%.1f" % r.uniform(2, 4), " TBV; inlet ", str(r.randint(45, 90)), " mL/min; AC ratio 12:1")
    n.ln()
    n.ln("Time    BP        HR   SpO2   Symptoms")
    t = r.randint(8, 12) * 60 + r.randint(0, 50)
    for i in range(r.randint(3, 5)):
        hh, mm = divmod(t, 60)
        n.ln("%02d:%02d   %-9s %-4d %-6s %s" % (hh, mm, "%d/%d" % (r.randint(92, 150), r.randint(50, 90)), r.randint(60, 110),
                                              "%d%%" % r.randint(94, 100), r.choice(["none", "none", "perioral tingling - Ca given",
                                                                                  "mild nausea", "chills", "none"])))
        t += r.randint(20, 45)
    n.ln()
    if "TTP" in ind:
        n.ln("Pre plt ", ctx.plt(r.randint(9, 60)), "; LDH ", str(r.randint(300, 1900)), " U/L; on caplacizumab + prednisone.")
    if "PBSC" in proc:
        n.ln("Peripheral CD34+ ", str(r.randint(12, 90)), "/uL; product bag ", ctx.idnum("ISBT-W0412-dddddd"), " - ",
             "%.1f x10^6 CD34/kg" % r.uniform(2.1, 6.5), ", sent to cell therapy lab.")
    n.ln("Post labs: Hb ", ctx.hb(r.uniform(8.5, 12.5)), "; plt ", ctx.plt(r.randint(40, 320)), "; ionized Ca ",
         "%.2f mmol/L" % r.uniform(0.95, 1.2), "; fibrinogen ", "%.1f g/L" % r.uniform(0.8, 2.8))
    n.ln("Complications: ", r.choice(["none", "citrate reaction, resolved with IV calcium", "transient hypotension, 250 mL NS bolus",
                                       "access alarm x3 - line repositioned", "none"]))
    n.ln()
    k = r.random()
    if k < 0.45:
        n.ln("Pt drove self; parking validation issued for plate ", ctx.plate(), " (",
             r.choice(["blue Honda Civic", "grey F-150", "red Corolla", "black Jeep", "white minivan"]), ").")
    elif k < 0.7:
        rel, fam = ctx.rel(r.choice(["spouse", "mother", "daughter", "friend", "son"]))
        n.ln("Accompanied by ", rel, " ", (fam.f(r.choice(["fl", "f"])), "FAMILY"), " (", ctx.phone(ext=False), ").")
    n.ln("Next procedure: ", ctx.d(ctx.days(r.choice([1, 2, 2, 3, 28, 35])), r.choice(["wd_long", None, "wd_md"])), ".")
    n.add("Operators: ", (rn.f(r.choice(["fl", "fil"])), "DOCTOR"), ", ", rn.cred, " / ", (rn2.f(r.choice(["fl", "fil"])), "DOCTOR"),
          ", ", rn2.cred)
    n.ln()
    staff_sig(ctx, n, md, date=ctx.enc, lead="Apheresis physician: ")


def mtp(ctx, n):
    r = ctx.rng
    ed, tech, anes, runner = ctx.staff("md"), ctx.staff("tech"), ctx.staff("md"), ctx.staff("tech")
    scen = r.choice(["trauma", "trauma", "trauma", "pph", "gi", "aaa"])
    if scen == "pph" and not 18 <= ctx.age <= 44:
        scen = "gi"
    if scen == "pph":
        ctx.sex = "F"
        ctx.pt = ctx.person("F")
    n.ln((ctx.hosp, "HOSPITAL"), " -- Transfusion Medicine")
    n.ln(r.choice(["MASSIVE TRANSFUSION PROTOCOL (MTP) ACTIVATION RECORD", "MTP ACTIVATION / PRODUCT LOG",
                   "MASSIVE HEMORRHAGE PROTOCOL - BLOOD BANK RECORD"]))
    n.ln()
    act = r.randint(0, 23) * 60 + r.randint(0, 59)
    spec = {"trauma": ["EM attending", "trauma surgery"], "pph": ["obstetrics", "anesthesia"], "gi": ["GI", "ICU"],
            "aaa": ["vascular surgery", "anesthesia"]}[scen]
    n.ln("Activated: ", ctx.d(ctx.enc), " %02d:%02d" % divmod(act, 60), " by Dr. ", (ed.f(r.choice(["fl", "l", "fil"])), "DOCTOR"),
         " (", r.choice(spec), "), callback ", ctx.pager())
    if scen == "trauma":
        alias = r.choice(["TRAUMA, ZULU", "TRAUMA, TANGO", "DOE, JOHN", "UNKNOWN, QUEBEC", "TRAUMA, VICTOR", "ALIAS, ORCA"])
        n.ln("Location: Trauma Bay ", (str(r.randint(1, 4)), "LOCATION_OTHER"), " -> OR ", (str(r.randint(1, 16)), "LOCATION_OTHER"))
        n.ln("Patient (alias): ", (alias, "PATIENT"), "   Temp MRN ", (fill(r, "TMPdddddd"), "MRN"), "   est. age ",
             (str(r.choice([20, 30, 30, 40, 50, 60])) + "s", "AGE"))
        n.ln("Identified ", "%02d:%02d" % divmod((act + r.randint(40, 180)) % 1440, 60), " as ", ctx.P(r.choice(["LFM", "fl"])),
             ", MRN ", ctx.mrn_t(), ", DOB ", ctx.dob_t(), " (", (str(ctx.age), "AGE"), ") via ",
             r.choice(["driver's licence", "driver's license"]), " ", ctx.dl(), " found in wallet.")
        mech = r.choice(["MVC, driver, high-speed rollover", "motorcycle vs pickup", "pedestrian struck by SUV",
                         "GSW x2 to abdomen", "fall from scaffold ~6 m at work"])
        n.add("Mechanism: ", mech, ". ")
        if "MVC" in mech or "pickup" in mech:
            n.add("Per police, vehicle plate ", ctx.plate(), r.choice([", VIN ", " / VIN "]), ctx.vin(), ". ")
        if "scaffold" in mech:
            n.add("Employer ", (r.choice(PL.EMPLOYERS), "ORGANIZATION"), " notified; pt is a ", (r.choice(["roofer", "carpenter", "construction labourer", "welder"]), "PROFESSION"), ". ")
        n.ln("EMS ", r.choice(["Medic ", "Unit ", "Rescue "]), str(r.randint(1, 60)), " from ", (r.choice(PL.US_CITIES if ctx.us else PL.CA_CITIES)[0], "CITY"), ".")
    else:
        n.add("Location: ")
        n.ln(*location_items(ctx)[1:])
        banner(ctx, n, acct=True)
        if scen == "pph":
            n.ln("Scenario: PPH after ", r.choice(["emergency C-section", "SVD, uterine atony", "placenta accreta"]), " at ",
                 str(r.randint(34, 41)), "+", str(r.randint(0, 6)), " weeks; G", str(r.randint(1, 6)), "P", str(r.randint(0, 4)),
                 ". EBL ", str(r.randint(1500, 4500)), " mL.")
        elif scen == "gi":
            n.ln("Scenario: variceal hemorrhage, Child-Pugh C cirrhosis; hematemesis x3.")
        else:
            n.ln("Scenario: ruptured AAA, taken to hybrid OR.")
    n.ln("Initial labs: Hb ", ctx.hb(r.uniform(4.5, 9.5)), ", plt ", ctx.plt(r.randint(40, 260)), ", INR ", "%.1f" % r.uniform(1.2, 3.4),
         ", fibrinogen ", "%.1f g/L" % r.uniform(0.5, 2.4), ", lactate ", "%.1f" % r.uniform(2.2, 11), ", pH ", "%.2f" % r.uniform(6.9, 7.34))
    n.ln("ROTEM: EXTEM CT ", str(r.randint(60, 140)), " s, A5 ", str(r.randint(18, 40)), " mm; FIBTEM A5 ", str(r.randint(3, 12)),
         " mm; ML ", "%d%%" % r.randint(2, 20))
    n.ln("Type & screen ", ctx.accession(), " received %02d:%02d" % divmod((act + r.randint(8, 30)) % 1440, 60), "; ABO ",
         r.choice(["O POS", "A POS", "B POS", "O NEG", "A NEG"]), ", screen neg.")
    n.ln("Emergency release (uncrossmatched):")
    for _ in range(2):
        n.ln("   ", ctx.din(), "  O NEG RBC  -- physician waiver signed")
    n.ln()
    n.ln("Cooler  Sent   Contents                                Runner                Rcvd by")
    tot = [2, 0, 0, 0]
    for c in range(1, r.randint(2, 5) + 1):
        t = act + 10 + c * 22 + r.randint(0, 12)
        rbc, pl, pt = 4, 4, 1 if c % 2 == 0 else 0
        cr = 1 if c >= 2 and r.random() < 0.5 else 0
        tot[0] += rbc
        tot[1] += pl
        tot[2] += pt
        tot[3] += cr
        cont = "%d RBC / %d plasma%s%s" % (rbc, pl, " / 1 PLT" if pt else "", " / 1 cryo pool" if cr else "")
        rcv = ctx.staff("rn")
        n.add("  ", str(c), "     %02d:%02d  " % divmod(t % 1440, 60))
        n.cell(cont, 40)
        n.cell((runner.f(r.choice(["fl", "fil"])) if r.random() < 0.7 else ctx.staff("tech").f("fl"), "DOCTOR"), 22)
        n.ln((rcv.f(r.choice(["fil", "fl", "INI"])), "DOCTOR"))
    n.ln()
    n.ln("TXA 1 g IV at %02d:%02d + 1 g over 8 h; calcium chloride 1 g IV x%d." % (*divmod((act + r.randint(5, 40)) % 1440, 60), r.randint(1, 4)))
    n.ln(r.choice(["Belmont Rapid Infuser RI-2", "Level 1 H-1200", "ThermaCor 1200"]), " SN ", ctx.serial(), "; blood warmer ",
         r.choice(["enFlow", "Ranger", "Buddy Lite"]), " SN ", ctx.serial(), ".")
    off = max(act + r.randint(70, 320), t + r.randint(15, 60))
    n.ln("Deactivated: %02d:%02d" % divmod(off % 1440, 60), " by Dr. ", ((anes if r.random() < 0.5 else ed).f("l"), "DOCTOR"),
         ". Totals: RBC ", str(tot[0]), ", plasma ", str(tot[1]), ", PLT ", str(tot[2]), ", cryo ", str(tot[3]),
         ". Unused returned: ", str(r.randint(0, 4)), " plasma (thawed, relabelled 5-day).")
    if r.random() < 0.5:
        rel, fam = ctx.rel(r.choice(["spouse", "mother", "father", "sister", "partner", "brother"]), same_last=0.6)
        n.ln("Family: ", rel, " ", (fam.f("fl"), "FAMILY"),
             " arrived %02d:%02d; social work (" % divmod((off + 30) % 1440, 60), (ctx.staff("rn").f("fl"), "DOCTOR"), ") present. Contact ",
             ctx.phone(ext=False), ".")
    n.ln()
    n.add("BB tech: ", (tech.f("fl"), "DOCTOR"), ", ", tech.cred, " (", (ctx.uname(tech), "USERNAME"), ")")
    if r.random() < 0.5:
        n.add("; LIS terminal ", ctx.ip())
    n.ln()
    n.ln("TM physician review: Dr. ", (ctx.staff("md").f(r.choice(["fl", "l"])), "DOCTOR"), " ", ctx.d(ctx.days(1)),
         "; ratio ", "1:1" if tot[1] >= tot[0] - 2 else "1.3:1", ", MTP protocol compliant.")


IRON = [("ferric carboxymaltose (Injectafer)", "750 mg in 250 mL NS over 15 min", 750),
        ("ferric derisomaltose (Monoferric)", "1,000 mg in 100 mL NS over 20 min", 1000),
        ("iron sucrose (Venofer)", "200 mg IV push over 5 min", 200),
        ("iron sucrose", "300 mg in 250 mL NS over 90 min", 300),
        ("ferumoxytol (Feraheme)", "510 mg in 50 mL NS over 15 min", 510),
        ("sodium ferric gluconate (Ferrlecit)", "125 mg over 60 min", 125)]
IRON_IND = ["iron deficiency anemia due to heavy menstrual bleeding", "CKD stage 4, ESA-treated",
            "Crohn's disease, oral iron intolerant", "post Roux-en-Y gastric bypass malabsorption",
            "pregnancy, %d weeks, ferritin 8", "heart failure with iron deficiency (HFrEF)",
            "celiac disease", "chronic GI blood loss (angiodysplasia)", "pre-op optimization before colectomy"]


def iron(ctx, n):
    r = ctx.rng
    rn, md = ctx.staff("rn"), ctx.staff("md")
    prod, dose, mg = r.choice(IRON)
    n.ln((ctx.hosp, "HOSPITAL"), r.choice([" Ambulatory Infusion Centre", " Medical Day Unit", " Outpatient Infusion Center",
                                           " Hematology Day Hospital"]))
    n.ln(r.choice(["IV IRON INFUSION NOTE", "Nursing Note - Parenteral Iron", "IRON INFUSION VISIT"]))
    n.ln()
    if r.random() < 0.5:
        n.ln("Unit phone ", ctx.phone(), "  Fax ", ctx.fax())
    banner(ctx, n)
    if r.random() < 0.55:
        registration(ctx, n, emerg=r.random() < 0.5)
    tot = {750: 2, 1000: 1, 200: 5, 300: 3, 510: 2, 125: 8}[mg]
    dn = r.randint(1, tot)
    n.ln("Date: ", ctx.d(ctx.enc), "   Chair ", (str(r.randint(1, 22)), "LOCATION_OTHER"), "   Dose ", str(dn), " of ", str(tot))
    ind = r.choice(IRON_IND)
    if "%d" in ind:
        ind = ind % r.randint(20, 34)
    n.ln("Referring: Dr. ", (md.f(r.choice(["fl", "fil", "l"])), "DOCTOR"), ", ", (r.choice(PL.CLINICS), "HOSPITAL"))
    n.ln("Indication: ", ind)
    n.ln("PMH: ", "; ".join(r.sample(["HTN", "T2DM", "hypothyroidism", "GERD", "asthma", "OSA", "depression", "CKD 3a",
                                     "menorrhagia", "fibroids", "IBS", "migraine", "osteoarthritis"], 3)))
    n.ln("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "sulfa", "iodinated contrast", "NKDA", "codeine (nausea)"]),
         "    Oral iron: ", r.choice(["ferrous sulfate 325 mg - constipation", "ferrous gluconate - GI upset, stopped",
                                      "failed 3-month trial", "not tolerated"]))
    if r.random() < 0.5:
        pp, _, _ = r.choice(IRON)
        n.ln("Previous IV iron: ", pp.split(" (")[0], " on ", ctx.d(ctx.days(-r.randint(120, 900))), " at ",
             (r.choice(PL.US_HOSPITALS if ctx.us else PL.CA_HOSPITALS)[0], "HOSPITAL"), ", no reaction.")
    if r.random() < 0.25:
        it = ctx.person()
        n.ln("Interpreter: ", r.choice(["Spanish", "Vietnamese", "Punjabi", "Arabic", "Somali", "Haitian Creole", "Mandarin"]),
             ", ", (it.f(r.choice(["f", "fl"])), "DOCTOR"), " (ID ", ctx.idnum("ddddd"), ") via phone.")
    ld = ctx.days(-r.randint(5, 40))
    hb = r.uniform(7.4, 11.4)
    fe = r.randint(3, 35)
    n.ln("Labs ", ctx.d(ld), ": Hb ", ctx.hb(hb), ", MCV ", str(r.randint(62, 82)), " fL, ferritin ", ctx.ferr(fe), ", TSAT ",
         "%d%%" % r.randint(3, 16), ", CRP ", "%.1f mg/L" % r.uniform(0.5, 22), ", phos ",
         "%.1f mg/dL" % r.uniform(2.6, 4.4) if ctx.us else "%.2f mmol/L" % r.uniform(0.85, 1.4))
    wt = r.uniform(48, 112)
    deficit = wt * (15 - hb) * 2.4 + 500
    n.ln("Ganzoni deficit: ", ctx.wt(wt), " x (15 - ", "%.1f" % hb, ") x 2.4 + 500 = ", "%d mg" % round(deficit, -1))
    n.ln()
    n.ln("Product: ", prod, " ", dose, ". Lot ", fill(r, r.choice(["LLdddd", "ddddLL", "dLdddd"])), ", exp ",
         ctx.d(ctx.days(r.randint(120, 700)), r.choice(["my_abbr", None])), ".")
    n.ln("Pre: BP ", "%d/%d" % (r.randint(100, 142), r.randint(58, 88)), ", HR ", str(r.randint(58, 98)), ", T ",
         ctx.temp(r.uniform(36.2, 37.2)), ", SpO2 ", "%d%%" % r.randint(95, 100))
    st = r.randint(8 * 60, 15 * 60)
    dur = {750: 15, 1000: 20, 200: 5, 300: 90, 510: 15, 125: 60}[mg]
    n.ln("IV 22G ", r.choice(["L", "R"]), " ", r.choice(["forearm", "AC", "hand"]), ", flushed. Start %02d:%02d, end %02d:%02d. Observed 30 min post." % (
        st // 60, st % 60, (st + dur) // 60, (st + dur) % 60))
    n.ln("Post: BP ", "%d/%d" % (r.randint(100, 142), r.randint(58, 88)), ", HR ", str(r.randint(58, 98)), ". ",
         r.choice(["No infusion reaction.", "Mild flushing and arthralgia (Fishbane) at 10 min - paused, resolved, resumed at half rate.",
                   "Tolerated well.", "Transient metallic taste; no other symptoms."]))
    n.ln("Education: risk of hypophosphatemia, skin staining with extravasation, delayed arthralgia. Handout given.")
    n.ln()
    k = r.randint(0, 4)
    if k == 0:
        lab, hp = ctx.healthplan()
        n.ln("Prior authorization ", ctx.idnum("P\\A-dddddddd"), " approved by ", (r.choice(PL.INSURERS), "ORGANIZATION"),
             " through ", ctx.d(ctx.days(r.randint(60, 180))), "; ", lab, " ", hp, ".")
    elif k == 1:
        n.add("Social: ")
        social_line(ctx, n)
        n.ln()
    elif k == 2:
        n.ln("Parking: hospital garage, plate ", ctx.plate(), " validated.")
    elif k == 3:
        n.ln("Pt asks for work note for ", (r.choice(PL.EMPLOYERS), "ORGANIZATION"), " (works as ",
             (r.choice(PL.PROFESSIONS), "PROFESSION"), "). Provided.")
    else:
        n.ln("Pt ", "reports" if r.random() < 0.5 else "states", " fatigue improving after dose on ",
             ctx.d(ctx.days(-r.randint(7, 30))), ".")
    nx = 0 if dn < tot else r.randint(1, 2)
    if nx == 2:
        n.ln("Next: follow-up with Dr. ", (md.f("l"), "DOCTOR"), " on ", ctx.d(ctx.days(r.choice([35, 42, 56]))), ".")
    else:
        n.ln("Next: ", ["dose %d " % (dn + 1), "recheck CBC/ferritin/TSAT in 4-6 wks, appt "][nx], ctx.d(ctx.days(r.choice([7, 7, 14, 35, 42]))), ".")
    n.ln()
    staff_sig(ctx, n, rn, date=ctx.enc, lead=r.choice(["Infusion RN: ", "Signed: ", "-- "]))
    if r.random() < 0.4:
        n.ln()
        n.ln("Addendum ", ctx.d(ctx.days(1)), ": post-infusion call to ", ctx.phone(ext=False), "; ",
             r.choice(["pt well, no rash or arthralgia.", "no answer, voicemail left.", "mild headache, resolved with acetaminophen."]),
             " -- ", (rn.f("INI"), "DOCTOR"))


GENRES = {
    "apheresis_procedure_record": (apheresis, 8, 80),
    "massive_transfusion_protocol_record": (mtp, 17, 84),
    "iron_infusion_note": (iron, 18, 88),
}

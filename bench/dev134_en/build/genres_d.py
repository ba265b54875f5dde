"""Genres: discharge summary, maternity triage call log, perinatal mental health referral, placental pathology report."""
import pools as P
from phi import (R, ch, chance, digits, phone, email, url, ip, idnum, device, bleep, Person, letters, hospital, addr,
                 fd, vehicle, bioid, mrn, npi, nmc, gmc, account)
import blocks as B
from blocks import ag, uk, td, art
import neg as N


def discharge(c, n):
    us = c.us
    c.set_ga(34 * 7, 41 * 7 + 5)
    adm = c.visit - td(R.randint(1, 5))
    dd = c.visit
    bd = adm + td(R.randint(0, (dd - adm).days))
    n.ln(("HOSPITAL", c.hosp))
    n.ln(uk(c, ch(["DISCHARGE SUMMARY - OBSTETRICS", "Postpartum Discharge Summary"]), ch(["MATERNITY DISCHARGE SUMMARY", "Discharge Letter - Maternity", "Inpatient Discharge Summary"])))
    n.ln()
    B.demo(n, c, ["name", "dob", "mrn"] + (["acct", "ins"] + (["ssn"] if chance(0.4) else []) if us else ["nhs", "gp"]), style=ch(["kv", "pad", "pipe"]))
    sty = ch(["num", "numshort", "dash", "long", "abbr"])
    n.ln(ch(["Admission: ", "Admitted: ", "Dates of stay: "]), c.D(adm, [sty]), ch([" - ", " to ", "-"]), c.D(dd, [sty]))
    n.ln(uk(c, "Attending: ", "Consultant: "), "Dr ", c.DR("cons", ch(["full", "fi", "last"])), "   Ward: ", ("HOSPITAL", c.ward),
         *(["   Discharging: ", c.DR(ch(["sho", "reg", "mw"]), ch(["full", "fi"]))] if chance(0.6) else []))
    n.ln()
    n.ln(ch(["Admission diagnosis: ", "Reason for admission: "]) + ch(["Spontaneous labour at term", "IOL for post-dates", "PPROM", "Pre-eclampsia",
                                                                     "Elective caesarean (previous CS x2)", "Reduced fetal movements", "APH"]) + ".")
    n.ln()
    n.ln(ch(["Delivery details:", "BIRTH"]))
    n.ln("  ", c.D(bd, ["num", "long", "wknum", "numshort"]), " " + N.tm() + f", {ch(['SVD', 'ventouse', 'forceps', uk(c, 'cesarean', 'LSCS'), 'EMCS', 'VBAC'])} at {c.gas()}.")
    n.ln("  " + c.baby_sex.title() + " infant ", ("FAMILY", c.baby.nm(ch(["full", "first"]))), f", {R.randint(2300, 4500)} g, Apgars {R.randint(6, 9)}/{R.randint(8, 10)}",
         *([", baby ", uk(c, "MRN ", "hosp no "), ("MRN", mrn(c.c))] if chance(0.5) else []), ".")
    n.ln()
    n.ln(ch(["Hospital course:", "Summary:", "Inpatient course:"]))
    n("  ", c.PT(ch(["first", "last", "full"])) if chance(0.7) else "Patient", " is a ", *ag(c.age), f"G{c.G}P{c.Pa + 1} admitted on ",
      c.D(adm, ["md", "dm", "wkday", "ord"]), " " + ch(["in early labour.", "for induction.", "with raised BP.", "with SROM."]) + " ")
    n(ch(["She was reviewed by Dr ", "Seen on the ward round by Dr "]), c.DR(ch(["cons", "reg"]), ch(["last", "full"])), ". ")
    n.ln(N.neg_inline(ch(["pn", "lab"])))
    n.ln("  " + ch(["Postnatal course uncomplicated.", "Day 1 Hb 84 - iron infusion given.", "BP settled on labetalol.",
                    "Pyrexia day 2 - treated for endometritis.", "Wound reviewed by tissue viability."]) + " " + N.neg_inline("pn"))
    if chance(0.5):
        n.ln("  Her " + c.rel + " ", c.F(c.partner, "first"), " and " + ch(["mother ", "sister "]), c.F(c.mother if chance(0.5) else c.sister, "first"),
             " " + ch(["visited daily.", "will stay with her for the first week.", "are the main support at home."]))
    n.ln()
    B.meds(n, c, R.randint(2, 5), header_txt=ch(["Discharge medications:", "TTO:", "Meds on discharge:"]))
    if chance(0.5):
        n.ln(uk(c, "Prescriptions sent to ", "TTOs dispensed; repeat supply via "), ("HOSPITAL", c.pharm), *([", ", ("PHONE", phone(c.c, "work"))] if chance(0.5) else []), ".")
    n.ln()
    B.problems(n, c, R.randint(2, 4))
    n.ln()
    n.ln(ch(["Follow-up:", "Follow up", "Plan after discharge:"]))
    if us:
        n.ln("  - Postpartum visit with ", c.DR("cons", ch(["fi", "full"])), " at ", ("HOSPITAL", c.clinic), " on ", c.D(dd + td(R.randint(10, 42)), ["numnz", "md", "wkshort", "long"]),
             ", ", ("PHONE", phone(c.c, "work")))
        n.ln("  - BP check ", c.D(dd + td(R.randint(2, 5)), ["md", "wkshort", "wkday"]),
             *([" (remote BP cuff SN ", ("DEVICE", device()), ")"] if chance(0.5) else [" at clinic"]))
    else:
        n.ln("  - Community midwife visit ", c.D(dd + td(1), ["wkday", "dm", "wk", "md"]), "; team mobile ", ("PHONE", phone(c.c, "mob")))
        n.ln("  - 6-week check with GP at ", ("HOSPITAL", c.gp), ".")
        if chance(0.4):
            n.ln("  - Consultant review at ", ("HOSPITAL", c.hosp), " in 6 weeks: ", c.D(dd + td(42), ["long", "num", "wk"]), ".")
    n.ln("  - " + ch(["Return precautions given: fever, heavy bleeding, headache, calf pain.", "Red flag advice given verbally and in writing.",
                      "Contraception: POP started.", "Iron for 3 months."]))
    if chance(0.4):
        n.ln("  - Online discharge pack: ", ("URL", url()))
    n.ln()
    if us and chance(0.4):
        B.transcription(n, c)
    B.sign(n, c, ch(["sho", "reg", "cons", "mw"]), when=dd)
    if chance(0.6):
        B.cc(n, c, ("gpdoc",) if not us else ("gpdoc", "paed"))


def triage_call(c, n):
    us = c.us
    c.set_ga(20 * 7, 41 * 7 + 4)
    n.ln(("HOSPITAL", c.hosp), " - ", uk(c, ch(["OB Triage", "Labor & Delivery Triage"]), ch(["Maternity Assessment Unit", "Maternity Triage", "Birth Centre"])))
    n.ln(ch(["TELEPHONE TRIAGE LOG", "Telephone Advice Record", "Phone Call Documentation", "BSOTS Telephone Triage"]))
    n.ln()
    calls = R.randint(1, 3)
    d = c.visit
    off = 0
    for i in range(calls):
        who = ch(["patient", "patient", c.rel, "mother"])
        t = N.tm()
        n.ln(ch(["Call ", "Contact "]) + str(i + 1) + ": ", c.D(d, ["num", "numshort", "wknum", "dash", "wk"]), " " + t, "  Taken by: ", c.DR(ch(["mw", "mw2", "mw3", "nurse"]), ch(["full", "fi", "first"])))
        if who == "patient":
            n.ln("Caller: ", c.PT(ch(["full", "first", "fml"])), " (self)  Call-back: ", ("PHONE", c.mob))
        else:
            pp = c.partner if who == c.rel else c.mother
            n.ln("Caller: ", c.F(pp, ch(["full", "first"])), " (" + who + ") on behalf of ", c.PT(ch(["full", "first"])), "  Call-back: ", ("PHONE", phone(c.c, "mob")))
        if i == 0:
            n.ln("ID checked: DOB ", c.D(c.dob, ["num", "long"]), ", ", uk(c, "MRN ", "hosp no "), ("MRN", c.mrn), ", address ", ("STREET", c.addr["street"]), ", ",
                 ("CITY", c.addr["city"]))
        n.ln("Gestation: " + c.gas(c.ga + off) + f"  G{c.G}P{c.Pa}  " + ch(["Low risk", "High risk - GDM", "Previous CS", "Twins", "High risk - PET"]))
        reason = ch(["Contractions 1 in 5 since ", "Reduced fetal movements since ", "PV bleeding, bright red, since ", "Leaking clear fluid since ",
                     "Headache and swelling since ", "Abdominal pain since "])
        n.ln("Reason: " + reason, ch([N.tm() + " ", ""]) if chance(0.5) else ch([("DATE", fd(d, "wkday", us)), "last night", "this morning", "about 2 hours ago", ("DATE", ch(P.HOLIDAYS_US if us else P.HOLIDAYS_UK).replace("the ", ""))]), ".")
        n.ln("Advice: " + ch(["Advised to attend for assessment now.", "Advised to stay at home, paracetamol, warm bath, call back if 3 in 10.",
                              "Advised to attend within 1 hour; not to drive herself.", "Ambulance called - 999 advised.", "Attend MAU for CTG."]))
        if chance(0.3):
            n.ln("Ambulance ref ", ("IDNUM", idnum("case")), "; crew asked to use side entrance near ", ("LOCATION_OTHER", ch(P.LANDMARKS)), ".")
        if chance(0.3):
            n.ln("Will come by car with " + ch([c.rel, "friend", "neighbour"]) + ", reg ", ("VEHICLE", vehicle(c.c)), " - drop off at " + ch(["main entrance", "ED bay", "side door"]) + ".")
        n.ln(ch(["Advised re fetal movements; leaflet link sent by text.", "Pad check advised.", "BP machine at home: 138/88 (self-reported).",
                 "Pain score 6/10. No PV loss.", "Denies headache or visual disturbance.", "Baby moving normally now."]))
        n.ln()
        step = R.randint(0, 6)
        d = d + td(step)
        off += step
    if chance(0.5):
        oc = ch([", discharged home.", ", admitted to ", ", for CTG."])
        n.ln("Outcome: attended at " + N.tm() + ", assessed by Dr ", c.DR(ch(["reg", "sho"]), ch(["last", "full"])), oc,
             *([("HOSPITAL", c.ward), "."] if oc.endswith("to ") else []))
    if chance(0.4):
        n.ln("Call recorded on line ", ("PHONE", phone(c.c, "work")), "; system ", ("IPADDR", ip()), ", user ", ("USERNAME", c.s["mw"].username()))
    n.ln("Logged by ", c.DR("mw", ch(["full", "fi"])), *([" RN"] if us else [" RM", *([" NMC ", ("LICENSE", nmc())] if chance(0.6) else [])]))


def pnmh(c, n):
    us = c.us
    c.set_ga(38 * 7, 41 * 7)
    pp = ch(["antenatal", "postnatal", "postnatal"])
    if pp == "antenatal":
        c.set_ga(12 * 7, 36 * 7)
    n.ln(uk(c, ch(["Reproductive Psychiatry Consult", "PERINATAL PSYCHIATRY CONSULTATION NOTE", "Behavioral Health - Perinatal Intake"]),
            ch(["Perinatal Mental Health Service - Referral", "PERINATAL MENTAL HEALTH TEAM: INITIAL ASSESSMENT", "Referral to Specialist Perinatal Mental Health"])))
    n.ln(("HOSPITAL", c.hosp if chance(0.5) else uk(c, c.town + " Behavioral Health", c.addr["county"] + " Perinatal Mental Health Team")))
    n.ln()
    B.demo(n, c, ["name", "dob", "mrn", "addr", "mob"] + (["nhs", "gp"] if not us else ["ins"]), style=ch(["kv", "pad"]))
    n.ln("Date of assessment: ", c.D(c.visit), "   Seen at: " + ch(["home", "clinic", "via video"] + (["postnatal ward"] if pp != "antenatal" else ["antenatal clinic"])))
    if chance(0.3):
        n.ln("Video session link: ", ("URL", url()), " (host ", ("IPADDR", ip()), ")")
    n.ln("Referred by: ", c.DR(ch(["gpdoc", "mw", "hv", "reg"]), ch(["full", "fi", "fml"])), " on ", c.D(c.visit - td(R.randint(2, 21)), ["num", "dm", "md", "wkshort"]))
    n.ln()
    n.ln("Reason for referral:")
    n("  ", *ag(c.age), "woman, " + ("pregnant at " + c.gas() if pp == "antenatal" else f"{R.randint(1, 40)} weeks postpartum") + ", ")
    n.ln(ch(["with low mood and anxiety", "with intrusive thoughts of harm coming to the baby", "with a history of bipolar affective disorder",
             "with panic attacks", "with poor sleep and irritability"] + ([] if pp == "antenatal" else ["after a traumatic birth"])) + ".")
    n.ln()
    n.ln("History:")
    if chance(0.5):
        if chance(0.3):
            n("  Symptoms worse since ", ("DATE", ch(P.HOLIDAYS_US if us else P.HOLIDAYS_UK).replace("the ", "")), ". ")
        else:
            n("  Symptoms began " + ch(["around ", "in "]), c.D(c.visit - td(R.randint(10, 120)), ["my", "month", "dm", "ord"]), ". ")
    else:
        n("  Symptoms began gradually. ")
    v = R.randint(0, 2)
    if v == 0 and c.Pa:
        n.ln("Previous episode of postnatal depression after birth of ", ("FAMILY", c.child1.first), " (now ", ("AGE", str(c.child1_age)), ").")
    elif v == 1:
        n.ln("Previous admission to a mother and baby unit in ", c.D(c.visit - td(R.randint(400, 3000)), ["y", "my"]), ".")
    else:
        n.ln("No previous psychiatric history.")
    if chance(0.6):
        n.ln("  Family history: " + ch(["mother ", "sister ", "maternal aunt "]), c.F(c.mother if chance(0.5) else c.sister, ch(["first", "full"])), " - " +
             ch(["bipolar disorder", "postpartum psychosis", "depression", "schizophrenia"]), ".")
    n.ln("  Social: " + ch(["lives with " + c.rel + " ", "separated from " + c.rel + " "]), c.F(c.partner, ch(["first", "full"])),
         *([" (", ("PROFESSION", c.partner_occ), ")"] if chance(0.5) else []), "; " + ch(["she is on maternity leave from her job as ", "she was working as ", "previously "]) + art(c.occ),
         ("PROFESSION", c.occ), *([" at ", ("ORGANIZATION", c.employer)] if chance(0.5) else []), ".")
    if chance(0.5):
        n.ln("  Supported by " + ch(["friend ", "neighbour ", "pastor ", "aunt "]), ("FAMILY", c.friend.nm(ch(["full", "first"]))), " and attends ",
             ("ORGANIZATION", ch(P.CHURCHES + P.CHARITIES)), ".")
    n.ln()
    n.ln("Mental state / scores:")
    for s in R.sample(N.PSY, R.randint(3, 5)):
        n.ln("  " + s)
    n.ln()
    n.ln("Plan:")
    n.ln("  - " + ch(["Start sertraline 50 mg OD.", "Continue current medication.", "CBT via perinatal psychology.", "Weekly review by CPN.", "Mother and baby unit bed requested."]))
    n.ln("  - Care coordinator: ", c.DR("psych", ch(["full", "fi"])), ", ", ("PHONE", phone(c.c, "work")))
    n.ln("  - Crisis: " + uk(c, "call or text 988, or ", "crisis line "), ("PHONE", phone(c.c, "work")), *(["; self-referral ", ("URL", url())] if chance(0.4) else []))
    n.ln("  - Next appointment ", c.D(c.visit + td(R.randint(3, 21)), ["wk", "wknum", "long", "num", "wkday"]), " " + N.tm_day() + ".")
    n.ln()
    if us:
        B.sign(n, c, "psych", role=ch(["MD", "PMHNP", "LCSW", "PhD"]))
    else:
        prole = ch([", Consultant Perinatal Psychiatrist", ", CPN", ", Specialist Nurse Practitioner"])
        n.ln(("DOCTOR", c.s["psych"].nm(ch(["full", "fml"]))), prole,
             *(["  GMC " if "Psychiatrist" in prole else "  NMC PIN ", ("LICENSE", gmc() if "Psychiatrist" in prole else nmc())] if chance(0.4) else []))
        B.cc(n, c, ("gpdoc", "hv"))


def placenta(c, n):
    us = c.us
    c.set_ga(24 * 7, 42 * 7)
    acc = idnum("acc")
    n.ln(("HOSPITAL", c.hosp), " - ", uk(c, "Department of Pathology", ch(["Cellular Pathology", "Histopathology"])))
    n.ln(ch(["SURGICAL PATHOLOGY REPORT", "PLACENTAL HISTOPATHOLOGY REPORT", "Histopathology Report - Placenta"]))
    n.ln()
    rows = [("Accession No", [("IDNUM", acc)]), ("Patient", [c.PT(ch(["LF", "LFs", "full"]))]), ("DOB", [c.D(c.dob, ["num"]), *(["  Age: ", ("AGE", str(c.age))] if chance(0.6) else [])]),
            (uk(c, "MRN", "Hosp No"), [("MRN", c.mrn)]), ("Collected", [c.D(c.visit, ["num", "numshort", "dash"]), " " + N.tm()]),
            ("Received", [c.D(c.visit + td(R.randint(0, 2)), ["num", "numshort", "dash"]), " " + N.tm()]),
            ("Submitting clinician", ["Dr ", c.DR(ch(["cons", "reg"]), ch(["full", "fi"]))]), ("Location", [("HOSPITAL", c.ward)])]
    if us:
        rows.append(("Account", [("ACCOUNT", c.acct)]))
    if not us and chance(0.6):
        rows.insert(3, ("NHS No", [("MRN", c.nhs)]))
    for k, v in rows:
        n(k.ljust(22), *v, "\n")
    n.ln()
    n.ln("Clinical history: " + c.gas() + ", " + ch(["pre-eclampsia", "SGA baby (EFW < 3rd centile)", "intrapartum pyrexia", "stillbirth", "abruption suspected",
                                                      "meconium-stained liquor", "GDM", "twin pregnancy (DCDA)", "preterm labour"]) + ". " +
         ch(["Delivered ", "Born "]) + "by " + ch(["SVD", "LSCS", "EMCS"]) + " on ", c.D(c.visit, ["md", "dm", "num"]), ".")
    n.ln()
    n.ln("Macroscopic:")
    w = R.randint(280, 720)
    n.ln(f"  Received fresh, labelled with the patient's name and {uk(c, 'MRN', 'hospital number')}: a singleton placenta, trimmed weight {w} g "
         f"({B.ordn(R.randint(5, 95))} centile). Umbilical cord {R.randint(28, 70)} cm, {ch(['eccentric', 'central', 'marginal', 'velamentous'])} insertion, 3 vessels, "
         f"Wharton's jelly normal. Membranes {ch(['complete', 'ragged', 'green-stained'])}. Maternal surface {ch(['intact', 'disrupted', 'with adherent clot 30 g'])}.")
    n.ln(f"  Cassettes: A1-A{R.randint(4, 8)} (cord, membranes roll, full-thickness sections).")
    n.ln()
    n.ln("Microscopic:")
    k = R.randint(0, 4)
    n.ln("  " + (["Maternal vascular malperfusion: distal villous hypoplasia, increased syncytial knots (Tenney-Parker change).",
                    "Acute chorioamnionitis, maternal stage 2, grade 1; fetal stage 1 (umbilical phlebitis).",
                    "Villous maturation appropriate for gestation. No villitis.", "Chronic villitis of unknown etiology, low grade.",
                    "Fetal vascular malperfusion, segmental; avascular villi present."][k]))
    n.ln("  " + ch(["Hofbauer cells not increased.", "Terminology per Amsterdam Placental Workshop Group consensus.", "No intervillous thrombi.",
                    "Decidual arteriopathy present.", "CMV immunostain negative."]))
    n.ln()
    n.ln("Diagnosis:")
    n.ln("  Placenta, " + ch(["delivery: ", "singleton, "]) + ["features of maternal vascular malperfusion.", "acute chorioamnionitis with fetal inflammatory response.",
                                                               "no significant pathological abnormality.", "chronic villitis of unknown etiology.",
                                                               "segmental fetal vascular malperfusion."][k])
    if us:
        n.ln("  CPT 88307; ICD-10 " + ch(["O36.5930", "O41.1230", "O14.13", "O80"]))
    n.ln()
    if chance(0.4):
        n.ln("Discussed with Dr ", c.DR("cons", ch(["last", "full"])), " by telephone ", c.D(c.visit + td(R.randint(3, 10)), ["md", "dm", "num"]), " " + N.tm_day() + ".")
    n.ln("Reported by: ", *(["Dr "] if chance(0.7) else []), c.DR("path", ch(["full", "fml"])), ", " + uk(c, "MD, Pathologist", "Consultant Histopathologist"),
         *(["  GMC ", ("LICENSE", gmc())] if not us and chance(0.4) else ["  NPI ", ("LICENSE", npi())] if us and chance(0.4) else []))
    n.ln("Authorised: ", c.D(c.visit + td(R.randint(4, 14)), ["num", "dash", "long"]), " " + N.tm())
    if chance(0.4):
        n.ln("Report ID ", ("IDNUM", idnum("order")), " | printed by ", ("USERNAME", c.s["clerk"].username()), " at ", ("IPADDR", ip()))

"""Genres: chemotherapy day unit record, toxicity assessment, oncology alert card registration."""
import ids as I
import pools as P
from genbase import demo, gp_block, header, nok_line, role_text, sig, who

TOX = ["Nausea", "Vomiting", "Diarrhoea", "Constipation", "Mucositis oral", "Fatigue",
       "Peripheral sensory neuropathy", "Palmar-plantar erythrodysaesthesia", "Alopecia",
       "Anorexia", "Rash maculo-papular", "Dysgeusia", "Epistaxis", "Febrile neutropenia",
       "Cold dysaesthesia", "Pruritus", "Arthralgia", "Hypothyroidism", "Pneumonitis"]
TOX_NOTE = {0: ["nil", "none", "denies"], 1: ["mild, no intervention", "occasional", "managing with PRN",
                                             "intermittent, settles"],
            2: ["limiting instrumental ADLs", "needs regular meds", "4-6 stools/day over baseline",
                "oral intake reduced"],
            3: ["limiting self-care ADLs", "admitted", "IV fluids needed"]}


def cdu(n, c, s, r):
    header(n, c, ["SACT ADMINISTRATION RECORD", "Chemotherapy Day Unit - Treatment Record",
                  "Systemic Anti-Cancer Therapy: Nursing Administration Record", "Infusion Visit Record"])
    n.add("Unit: ", c.k_cdu(), "   ", r.choice(["Chair", "Chair", "Pod", "Bay"]), " ", c.k_bed(),
          "   Date: ", c.D(0), "\n")
    demo(n, c, r.choice(["sticker", "grid", "line", "face"]))
    n.add("Positive ID: wristband + verbal name/DOB")
    if r.random() < 0.35:
        n.add(" + palm vein scan (ID ", (I.bioid(r, "palm"), "BIOID"), ")")
    n.add("\n")
    if r.random() < 0.4:
        n.add("Parking concession: vehicle reg ", c.k_plate(), " valid to ", c.D(r.randint(60, 180)), "\n")
    n.add("Regimen: ", s.reg, "   Cycle %d Day 1   Indication: " % s.cycle, s.dx, "\n")
    n.add("Consultant: ", c.k_cons(), "   Prescriber: ", c.k_reg(), "\n")
    n.add("Ht %d cm  Wt %.1f kg  BSA %.2f m2 (Mosteller)  PS %d\n" % (s.ht, s.wt, s.bsa, s.ps))
    n.add("Pre-treatment bloods ", c.D(-1), ": neuts %.1f (>=1.0), plt %d (>=100), bili 9, ALT 22, creat %d -> %s\n" % (
        max(s.neut, 1.1) + 0.4, max(s.plt, 140), s.creat, r.choice(["OK to treat", "within protocol limits"])))
    n.add("Toxicity check (nurse-led): ", r.choice(["nil significant", "G1 fatigue, G1 nausea",
                                                    "G1 PN fingertips, cold dysaesthesia settles by D3",
                                                    "G2 mucositis last cycle - Caphosol started"]), "\n")
    n.add("Obs: T %.1f HR %d BP %d/%d SpO2 %d%%\n" % (
        min(s.temp, 37.2), min(s.hr, 92), s.sbp, s.dbp, max(s.spo2, 95)))
    n.add("Pre-meds: ", r.choice(["ondansetron 8 mg PO + dexamethasone 8 mg PO",
                                  "chlorphenamine 10 mg IV + hydrocortisone 100 mg IV + paracetamol 1 g PO",
                                  "aprepitant 125 mg PO, ondansetron 16 mg PO, dexamethasone 12 mg PO",
                                  "nil required"]), "\n")
    if r.random() < 0.5:
        n.add("Scalp cooling: ", r.choice(["declined", "Paxman cap fitted 30 min pre", "not indicated"]), "\n")
    n.add("\nADMINISTRATION\n")
    n.add("%-6s %-18s %-18s %-10s %-16s %s\n" % ("Time", "Drug", "Dose", "Route", "Batch", "Given/Checked"))
    t = r.randint(8, 11) * 60 + r.choice([0, 10, 20, 30, 40])
    n1, n2 = c.staff["nurse2"], c.staff["nurse"]
    for drug, per, dose, route, dur in s.doses():
        n.add("%02d:%02d  %-18s %-18s %-10s " % (t // 60, t % 60, drug, dose, route))
        n.add((I.pat(r, r.choice(["\\AS999999", "W99-9999", "99A99999"])), "IDNUM"), "   ")
        n.add((n1.fmt("ini"), "DOCTOR"), "/", (n2.fmt("ini"), "DOCTOR"), "\n")
        t += r.choice([30, 60, 90, 120])
    if s.line:
        n.add("\nAccess: ", s.line_text(), ", flushed 10 mL NaCl 0.9%, blood return +")
        if r.random() < 0.6:
            n.add(", device serial ", (I.device_serial(r, "picc" if s.line == "PICC" else "port"), "DEVICE"))
        n.add("\n")
    else:
        n.add("\nAccess: 22G cannula L forearm, 1st attempt, no flare\n")
    if s.flag == "pump":
        n.add("Ambulatory pump: fluorouracil 46h via ", r.choice(["elastomeric infusor", "CADD-Solis pump"]),
              " serial ", (I.device_serial(r, "pump"), "DEVICE"), "; disconnection ", c.short(2),
              " at ", r.choice([c.k_cdu(), c.k_hosp(), (c.pharmacy, "HOSPITAL")]), "\n")
    if r.random() < 0.3:
        n.add("Reaction: ", r.choice(["flushing at 15 min with oxaliplatin - paused, hydrocortisone 100 mg, restarted at 50% rate",
                                      "nil", "back pain with rituximab, settled with rate reduction"]), "\n")
    n.add("Post obs: BP %d/%d HR %d - well, no reaction.\n" % (s.sbp - r.randint(0, 10), s.dbp, min(s.hr, 90)))
    n.add("Discharge: helpline card checked (", c.k_helpline(), "); NS/temp advice reiterated; TTO ",
          s.antiemetic, ".\n")
    if r.random() < 0.4:
        n.add("Accompanied by ", c.nokrel, " ", c.k_nok(), r.choice([", who will drive home.", "; lift home.",
                                                                    ", to collect at 4pm."]))
        if r.random() < 0.5:
            n.add(" Mob ", c.k_nokphone(), ".")
        n.add("\n")
    n.add("Next: C%d " % (s.cycle + 1), c.D(s.cyclen))
    if r.random() < 0.15:
        n.add(" (moved from ", (r.choice(["Christmas Day", "Boxing Day", "Good Friday", "Easter Monday", "New Year's Day"]),
                                "DATE"), ")")
    if r.random() < 0.5:
        n.add(" + bloods 24-48h before at ", c.k_practice())
    n.add("\n")
    n.add("Nurse 1: ", (n1.fmt("full"), "DOCTOR"), "   Nurse 2: ", (n2.fmt("full"), "DOCTOR"), "\n")
    if r.random() < 0.3:
        n.add("Transport home: ", (r.choice(P.TRANSPORT), "ORGANIZATION"), " booking ref ",
              (I.pat(r, "PT999999"), "IDNUM"), "\n")


def toxicity(n, c, s, r):
    header(n, c, ["PRE-CYCLE TOXICITY ASSESSMENT (CTCAE v5.0)", "Toxicity Assessment - nurse-led clinic",
                  "Telephone Toxicity Assessment", "Holistic + toxicity review before SACT"])
    mode = r.choice(["telephone", "face to face", "video", "clinic"])
    n.add("Date: ", c.D(0), "   Mode: ", mode)
    if mode == "video":
        n.add(" (", c.url("attend/" + I.pat(r, "99999")), ")")
    n.add("\n")
    demo(n, c)
    if r.random() < 0.3:
        n.add("Pt ", c.k_ptinit(), " seen with ", c.nokrel, " ", c.k_nokfirst(), ".\n")
    n.add("Regimen: ", s.reg, "   Due: C%d D1 " % (s.cycle + 1), c.D(r.randint(1, 3)), "   Last: ", c.D(-s.cyclen + 1), "\n")
    n.add("Wt %.1f kg (prev %.1f)  PS %d  %s\n\n" % (s.wt, s.wt + r.choice([-1.5, 0.4, 1.8, 3.2]), s.ps,
                                                      r.choice(["", "BP 132/78", "obs stable"])))
    n.add("%-34s %-6s %s\n" % ("Toxicity", "Grade", "Comment"))
    worst = 0
    for tx in r.sample(TOX, r.randint(6, 10)):
        g = r.choice([0, 0, 1, 1, 1, 2, 2, 3])
        worst = max(worst, g)
        n.add("%-34s %-6s %s\n" % (tx, "G%d" % g, r.choice(TOX_NOTE[g])))
    if s.immuno and r.random() < 0.8:
        n.add("\nirAE screen: TFTs ", r.choice(["normal", "TSH 8.4 (G1)", "TSH <0.01 - thyroiditis"]),
              ", cortisol ", r.choice(["ok", "low 9am - endo referral", "ok"]), ", LFTs ", r.choice(["normal", "ALT 2x ULN"]),
              "\n")
    n.add("\nPatient-reported: ", r.choice(['"tired for 3-4 days then picks up"', '"mouth sore around day 7"',
                                             '"tingling worse in the cold"', '"bowels all over the place"',
                                             '"coping well, walking the dog daily"']), "\n")
    n.add("Bloods ", c.D(-1), ": ", s.labs(c.cc in ("US", "CA")), "\n")
    n.add("Supportive meds: ", s.antiemetic, "; ", s.support, "\n")
    n.add("\nOutcome: ")
    if worst >= 3:
        n.add("DEFER 1/52 and dose reduce to 80% per protocol - discussed with ", c.k_reg())
    elif worst == 2:
        n.add(r.choice(["proceed with 80% dose", "proceed, supportive meds added (" + r.choice(["loperamide", "urea cream",
                                                                                              "pregabalin"]) + ")",
                        "defer 1 week, re-assess"]), "; agreed with ", c.k_cons())
    else:
        n.add("proceed full dose")
    n.add(".\n")
    if r.random() < 0.4:
        n.add("Patient reports ", c.nokrel, " ", c.k_nok(), " now helping with meds. ")
        if r.random() < 0.5:
            n.add("Back at work as ", c.k_job(), " part time. ")
        n.add("\n")
    if r.random() < 0.35:
        hn = r.choice(["financial worry - referred to benefits advisor", "sleep poor", "travel"])
        if hn == "travel":
            n.add("Holistic needs: wants to travel to ", (r.choice(P.TRAVEL), "COUNTRY"), " in ",
                  c.D(r.randint(40, 120), r.choice(["MonthY", "MonY"])), " - travel insurance letter given")
        else:
            n.add("Holistic needs: ", hn)
        n.add("\n")
    n.add("Next contact: ", c.short(r.randint(5, 14)), "\n")
    sig(n, c, r.choice(["cns", "nurse", "pharm"]))


def alert_card(n, c, s, r):
    header(n, c, ["ONCOLOGY ALERT CARD - REGISTRATION", "Acute Oncology Alert Card Issue Record",
                  "Chemotherapy Alert Card & Helpline Registration", "Cancer Treatment Alert Registration Form"])
    card = I.pat(r, r.choice(["\\AOC-99999", "\\AC999999", "9999-9999"]))
    n.add("Card no: ", (card, "IDNUM"), "   Issued: ", c.D(0), "   Issued by: ", who(c, r.choice(["cns", "nurse2"]), "full"),
          "\n\nPATIENT DETAILS\n")
    n.add("Surname: ", (c.p.last.upper() if r.random() < 0.5 else c.p.last, "PATIENT"), "   Forename(s): ",
          (c.p.first + (" " + c.p.mid if r.random() < 0.3 else ""), "PATIENT"))
    if c.p.nick and r.random() < 0.6:
        n.add("   Known as: ", (c.p.nick, "PATIENT"))
    n.add("\nDOB: ", c.k_dob(), "   Age: ", c.k_age(), "   ", c.k_mrnl(), c.k_nidl(), "\n")
    n.add("Address:\n", c.addr("\n"), "\n")
    n.add("Home: ", c.k_home(), "   Mobile: ", c.k_mob(), "\n")
    if r.random() < 0.6:
        n.add("Email: ", c.k_pemail(), "   Preferred contact: ", r.choice(["mobile", "text", "email"]), "\n")
    if r.random() < 0.35:
        n.add("First language: ", r.choice(P.LANGS), "   Interpreter: ", r.choice(["Y", "N"]), "\n")
    if r.random() < 0.35:
        n.add("Photo ID seen: driving licence ", (c.dl(), "LICENSE"), "\n")
    if c.cc == "US" and r.random() < 0.6:
        n.add("SSN (last verified): ", (c.ssn(), "SSN"), "\n")
    if c.cc == "IE" and r.random() < 0.5:
        n.add("PPSN: ", (c.ssn(), "SSN"), "   Medical card no: ", (c.healthplan(), "HEALTHPLAN"), "\n")
    if c.cc in ("US", "AU", "CA", "NZ", "GB") and r.random() < 0.5:
        n.add("Insurer: ", (r.choice(P.INSURERS), "ORGANIZATION"), "   Policy/member no: ",
              (c.healthplan(), "HEALTHPLAN"), "\n")
    if r.random() < 0.3:
        n.add("Photo for card: face template ref ", (I.bioid(r, "face"), "BIOID"), "\n")
    n.add("\n")
    nok_line(n, c)
    gp_block(n, c)
    n.add("\nTREATMENT\nCentre: ", c.k_hosp(), "   Consultant: ", c.k_cons(), "\n")
    n.add("Diagnosis: ", s.dx, "\nRegimen: ", s.reg, " - start ", c.D(r.randint(1, 10)), "\n")
    flags = ["neutropenic sepsis risk"]
    if s.immuno:
        flags.append("IMMUNOTHERAPY - irAE risk (steroid card issued)")
    if "fluorouracil" in [d[0] for d in s.drugs] or "capecitabine" in [d[0] for d in s.drugs]:
        flags.append(r.choice(["DPYD wild type", "DPYD c.2846A>T heterozygous - 50% FP dose"]))
    if s.line:
        flags.append(s.line + " in situ")
    n.add("Alerts on card: ", "; ".join(flags), "\n")
    n.add("24h helpline on card: ", c.k_helpline(), r.choice(["", " (opt 2)"]), "\n")
    n.add("Patient info pack: ", c.url(r.choice(["chemo-info", "alertcard", "patients/sact"])), "\n")
    if r.random() < 0.55:
        n.add("Patient portal account: username ", (c.p.first[0].lower() + c.p.last.lower().replace("'", "")
                                                     .replace(" ", "") + str(r.randint(1, 99)), "USERNAME"),
              " (activation sent to email)\n")
    n.add("Local ", c.k_ed(), " flagged: ", c.k_hosp2(), " (alert shared ")
    if r.random() < 0.5:
        n.add("by fax ", c.k_fax())
    else:
        n.add("by secure email ", c.shared_email("ed.alerts"))
    n.add(")\n")
    if r.random() < 0.5:
        n.add("Country of birth: ", c.k_country(), "\n")
    if r.random() < 0.4:
        n.add("Parking permit issued: reg ", c.k_plate(), "\n")
    if c.cc == "CA" and r.random() < 0.5:
        n.add("SIN (for benefits form): ", (c.ssn(), "SSN"), "\n")
    n.add("Key worker: ", who(c, "cns", "full"), " - ", c.email("cns"), " / ", c.k_helpline(), "\n")
    n.add("Consent to share with ", c.k_gpword(), " and community team: ", r.choice(["Y", "Y", "N"]), "\n")
    n.add("Teaching done: when to call (temp >=37.5 or <36, any symptoms), do not take paracetamol before ringing, ",
          "call ", c.k_emerg(), " if collapsed; ", c.cfg["nonurg"], " is not a substitute for the helpline.\n")
    sig(n, c, r.choice(["cns", "nurse2"]), when=False)

"""Genres: discharge summary, SACT prescription verification, follow-up telephone note."""
import clinical as K
import ids as I
import pools as P
from genbase import cap, demo, fhx, gp_block, header, nok_line, role_text, sig, who
from phi import WEEKDAYS, age_words

ORGS = ["E. coli (ESBL negative)", "Klebsiella pneumoniae", "Staph epidermidis (line, 1 of 2 bottles)",
        "no growth at 48h", "Pseudomonas aeruginosa", "MSSA", "no growth at 5 days", "Strep mitis"]


def discharge(n, c, s, r):
    us = c.cc in ("US", "CA")
    header(n, c, ["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "Discharge Summary - Oncology",
                  "Hospital Course & Discharge Summary" if us else "Immediate Discharge Letter (IDL)"])
    demo(n, c, r.choice(["grid", "face"] if us else ["grid", "grid", "sticker"]))
    gp_block(n, c)
    adm = -r.randint(3, 12)
    n.add("Admitted: ", c.D(adm), " via ", c.k_ed(), "   Discharged: ", c.D(0), "   LOS %d days\n" % -adm)
    n.add("Unit: " if us else "Ward: ", c.k_ward(), "   Attending: " if us else "   Consultant: ", c.k_cons(),
          "   Encounter: ", c.k_acct(), "\n")
    n.add("\nDIAGNOSES\n1. ", cap(s.wdx), " (", s.icd, ")\n2. ", cap(s.dx), "\n")
    for cm in s.comorb:
        n.add("- ", cm, "\n")
    if r.random() < 0.3:
        fhx(n, c)
    n.add("\nPRESENTATION & COURSE\n")
    n.add(c.k_pttitle() if r.random() < 0.6 else c.k_ptfirst(), " (",
          c.k_agesex() if r.random() < 0.8 else ["aged ", (age_words(c.age), "AGE")], ") ",
          r.choice(["called the helpline on ", "presented to ED on ", "was brought in by ambulance on "]),
          c.D(adm), ", day %d of C%d " % (s.day, s.cycle), s.reg, ": ", s.story, ". ")
    n.add("On arrival ", s.obs(), "; ", s.labs(us), ". ")
    if s.febrile:
        n.add(cap(s.abx), " within %d min. Blood cultures (" % s.ttn,
              (I.pat(r, r.choice(["BC%02d-999999" % (c.day.year % 100), "MB9999999"])), "IDNUM"), "): ",
              r.choice(ORGS), ". ")
        n.add("Neutrophils recovered to %.1f by " % (s.neut + r.uniform(1.0, 3.0)), c.D(adm + r.randint(2, 4)),
              "; switched to oral co-amoxiclav + ciprofloxacin.\n")
    else:
        n.add("Managed with ", s.support if r.random() < 0.5 else s.antiemetic, " and IV fluids; improved by ",
              c.short(adm + 2), ".\n")
    if r.random() < 0.4:
        n.add(r.choice(["CT CAP ", "CXR ", "CTPA "]), c.D(adm + 1), ": ", r.choice(["no PE", "no acute findings",
                                                                                  "stable disease cf previous",
                                                                                  "small R effusion"]), ".\n")
    n.add("\nMEDICATIONS ON DISCHARGE\n")
    meds = ["co-amoxiclav 625 mg TDS 5 days", "ciprofloxacin 500 mg BD 5 days", s.antiemetic,
            "omeprazole 20 mg OD", "paracetamol 1 g QDS PRN", "prednisolone 60 mg OD reducing (see chart)",
            "dalteparin 15,000 units SC OD", "loperamide 2 mg PRN"]
    for m in r.sample(meds, r.randint(3, 6)):
        n.add("  - ", m, "\n")
    n.add("Changes: ", r.choice(["nil stopped", "ramipril held (AKI) - GP to review", "metformin held until eating"]), "\n")
    n.add("\nFOLLOW-UP\n")
    n.add("- Acute oncology telephone review ", c.short(r.randint(1, 3)), " (", who(c, "cns", "full"), ")\n")
    n.add("- ", c.k_cons(), " clinic ", c.D(r.randint(5, 14)), "; C%d deferred to " % (s.cycle + 1),
          c.D(r.randint(7, 15)), "\n")
    if r.random() < 0.5:
        n.add("- Bloods (FBC, U&E) at ", c.k_practice(), " ", c.short(r.randint(3, 6)), "\n")
    if r.random() < 0.3:
        n.add("- District nurses for PICC care (", (r.choice(P.HOMECARE), "ORGANIZATION"), " also involved)\n")
    n.add("\nActions for ", "PCP" if c.cc == "US" else "GP", ": ", r.choice(["none", "repeat U&E in 1 week",
                                                                            "review BP off ramipril",
                                                                            "please check TFTs in 6 weeks"]), "\n")
    if us and r.random() < 0.5:
        n.add("Disposition: home with home health (", (r.choice(P.HOMECARE), "ORGANIZATION"), ")\n")
    if c.cc == "US" and r.random() < 0.5:
        n.add("Billing: acct ", c.k_acct(), " | guarantor ", c.k_nokfull(), " (", c.nokrel, ") | guarantor SSN ",
              (c.ssn(), "SSN"), "\n")
    if r.random() < 0.4:
        nok_line(n, c)
    n.add("\nCompleted by: ")
    sig(n, c, "sho")
    if r.random() < 0.5:
        n.add("cc: ", c.k_gp(), ", ", c.k_practice(), "; patient; ", c.k_hosp(), " oncology\n")
    if r.random() < 0.3:
        n.add("DD/", (c.staff["sho"].fmt("ini").lower(), "DOCTOR"), "/", (c.staff["clerk"].fmt("ini").lower(),
                                                                          "DOCTOR"), "\n")


def sact_verify(n, c, s, r):
    header(n, c, ["SACT PRESCRIPTION - PHARMACIST CLINICAL VERIFICATION", "Chemotherapy Order Verification",
                  "Pharmacy Clinical Screen: SACT", "SACT e-Prescription Verification Record"])
    rx = I.pat(r, r.choice(["S\\ACT-999999", "RX99999999", "CO-9999-99"]))
    n.add("Prescription ID: ", (rx, "IDNUM"), "   Due: ", c.D(r.randint(1, 3)), "\n")
    demo(n, c, r.choice(["line", "grid", "sticker"]))
    n.add("Consultant: ", c.k_cons(), "   Site: ", c.k_hosp(), "\n")
    proto = "%s-%s v%d.%d" % (K.site_code(s.dx),
                              s.reg.split("/")[0].split(" ")[0].upper()[:8], r.randint(1, 5), r.randint(0, 9))
    n.add("Protocol: ", proto, " (", s.reg, ")   Cycle %d of %d   Intent: %s\n" % (
        s.cycle, r.choice([4, 6, 8, 12]), r.choice(["curative", "palliative", "adjuvant", "neoadjuvant"])))
    n.add("Ht %d cm  Wt %.1f kg  (baseline %.1f kg, change <10%%)  BSA %.2f m2 (%s)\n" % (
        s.ht, s.wt, s.wt + r.choice([0, 1.2, -0.8, 2.5]), s.bsa, r.choice(["Mosteller", "DuBois"])))
    n.add("CrCl %d mL/min (Cockcroft-Gault, actual wt)  Bili 11  ALT 24\n\n" % s.crcl)
    n.add("%-16s %-26s %-12s %-8s %s\n" % ("Drug", "Protocol dose", "Calc/banded", "Route", "Admin"))
    for drug, per, dose, route, dur in s.doses():
        n.add("%-16s %-26s %-12s %-8s %s\n" % (drug, per, dose, route, dur))
    n.add("\nCHECKS\n")
    checks = [["[x] Consent signed ", c.D(-r.randint(10, 60))], ["[x] Regimen matches MDT outcome ",
                                                                   c.D(-r.randint(14, 80))],
              ["[x] FBC/U&E/LFT within 72h (", c.D(-1), "): neuts %.1f, plt %d" % (max(1.1, s.neut + 1.0),
                                                                                 max(s.plt, 120)), ""],
              ["[x] Hep B/C, HIV serology reviewed"], ["[x] Antiemetics appropriate for emetogenicity: ",
                                                       s.antiemetic],
              ["[", r.choice(["x", " "]), "] Dose banding within 5% of calculated"]]
    if "epirubicin" in [d[0] for d in s.drugs] or "doxorubicin" in [d[0] for d in s.drugs]:
        checks.append(["[x] Cumulative anthracycline %d mg/m2 (limit 450 doxorubicin-eq); ECHO LVEF %d%% " % (
            r.randint(100, 320), r.randint(52, 66)), c.D(-r.randint(20, 90))])
    if s.flag == "pump" or s.reg in ("CAPOX", "Capecitabine"):
        checks.append(["[x] DPYD genotype: ", r.choice(["no variant detected", "c.1236G>A/HapB3 het - 50% start"]),
                       " (lab ref ", (I.pat(r, "PG99-99999"), "IDNUM"), ")"])
    if s.immuno:
        checks.append(["[x] Baseline TFT/cortisol/glucose; irAE card issued"])
    for ch in r.sample(checks, len(checks)):
        n.add(ch, "\n")
    if r.random() < 0.5:
        n.add("\nInteractions: ", r.choice(["warfarin + capecitabine - switched to LMWH",
                                            "PPI + capecitabine - advised to stop omeprazole",
                                            "St John's wort - stopped", "none identified",
                                            "clarithromycin + docetaxel (CYP3A4) - noted"]), "\n")
    if r.random() < 0.35:
        n.add("Queried with prescriber by phone (", c.k_pager(), "): ", r.choice(["weight outdated - re-weighed",
                                                                                  "dose rounding", "cycle date"]), "\n")
    n.add("\nPrescriber: ", c.k_reg(), "   ", c.lic("reg"), "\n")
    n.add("Verified by: ", c.sname("pharm", "full"), ", ", role_text(c, "pharm"), "   ", c.lic("pharm"),
          "   ", c.D(0), " ", c.tm(), "\n")
    if r.random() < 0.5:
        n.add("Product check: ", c.sname("hca", "full"), " (ATO)   Worksheet ",
              (I.pat(r, "\\AS999999"), "IDNUM"), "\n")
    if r.random() < 0.3:
        n.add("Release logged by user ", c.uname("pharm"), " at ", (I.private_ip(r), "IPADDR"), "\n")


def followup(n, c, s, r):
    k = r.randint(0, 2)
    header(n, c, ["TELEPHONE FOLLOW-UP - ACUTE ONCOLOGY", "24h Follow-up Call", "Post-discharge telephone review",
                  "Helpline call-back"])
    n.add("Date: ", c.D(0), "   Time: ", c.tm(), "   Called: ", r.choice([c.k_mob(), c.k_home(), c.k_nokphone()]), "\n")
    if k == 0:
        n.add("Re: helpline call ", c.D(-1), " (ref ", (I.pat(r, "\\AOH-%02d-99999" % (c.day.year % 100)), "IDNUM"), ") - AMBER ",
              s.item.lower(), "\n")
    elif k == 1:
        n.add("Re: discharge from ", c.k_ward(), " on ", c.D(-r.randint(1, 3)), " following ", s.wdx, "\n")
    else:
        n.add("Re: ", s.reg, " C%d D%d check-in call\n" % (s.cycle, s.day + 1))
    demo(n, c, r.choice(["line", "line", "grid"]))
    n.add("Background: ", s.dx, "; ", s.reg, " C%d (given " % s.cycle, c.D(-s.day), ") under ", c.k_cons(), ", ",
          c.k_hosp(), ".\n")
    if r.random() < 0.45:
        n.add("Attempt 1 ", c.tm(), ": no answer, voicemail left on ", c.k_home(), ". Attempt 2 ", c.tm(), ":\n")
    else:
        n.add("\n")
    if r.random() < 0.5:
        n.add("Spoke to ", c.k_pt(), ". Identity confirmed (DOB). ")
    else:
        n.add("Spoke to ", c.nokrel, " ", c.k_nok(), " (pt asleep), consent to discuss on file. ")
    n.add(r.choice(["Much improved", "Slightly better", "No better", "Settled"]), " - ",
          r.choice(["no further episodes overnight", "eating and drinking better", "temp 36.9 this morning",
                    "still 3-4 loose stools/day", "mouth less sore, managing soup"]), ". ")
    if r.random() < 0.4:
        n.add('Quote: "', r.choice(["I feel loads better today", "still not right but eating", "the tablets are helping",
                                    "slept most of yesterday"]), '". ')
    n.add("\n\nChecklist: temp %.1f | eating %s | drinking %s | bowels %s | urine ok | pain %d/10 | mobility %s\n" % (
        min(s.temp, 37.4), r.choice(["ok", "reduced", "small meals"]), r.choice(["1.5 L", "ok", "sips only", "2 L"]),
        r.choice(["normal", "loose x2", "not opened 2/7", "type 5"]), r.randint(0, 6),
        r.choice(["independent", "walking with stick", "mostly in bed"])))
    med = s.support if r.random() < 0.5 else s.antiemetic
    if r.random() < 0.4:
        n.add("Has collected ", med, " from ", (c.pharmacy, "HOSPITAL"), ". ")
    else:
        n.add(r.choice(["Taking ", "Using "]), med, " as advised. ")
    n.add("\n")
    if r.random() < 0.35:
        topic = r.choice(["work", "holiday", "driving"])
        n.add(cap(c.nokrel), " ", c.k_nokfirst(), " asking about ", topic, " - ")
        if topic == "holiday":
            hol = r.choice(["Christmas", "Easter", "New Year"] + {"US": ["Thanksgiving", "the Fourth of July"],
                                                                  "CA": ["Canada Day", "Thanksgiving"],
                                                                  "AU": ["Anzac Day"], "NZ": ["Waitangi Day"],
                                                                  "IE": ["St Patrick's Day"]}.get(
                c.cc, ["the May bank holiday"]))
            n.add("planning trip to ", (r.choice(P.TRAVEL), "COUNTRY"), " over ")
            if hol.startswith("the "):
                n.add("the ", (hol[4:], "DATE"))
            else:
                n.add((hol, "DATE"))
            n.add("; ")
        elif topic == "work":
            n.add("works as a ", c.k_job(), " at ", c.k_employer(), "; ")
        n.add("advised to discuss at clinic.\n")
    n.add("Plan: ", r.choice(["continue current meds; call helpline if any change",
                              "bloods at GP surgery tomorrow, AOS to chase", "defer next cycle 1/52 - team informed",
                              "no further AOS follow-up needed"]), ". ")
    if r.random() < 0.6:
        n.add("Next call ", c.short(r.randint(1, 4)), ".")
    elif r.random() < 0.5:
        n.add("Next call ", (WEEKDAYS[c.dt(r.randint(1, 4)).weekday()], "DATE"), ".")
    n.add(" Helpline no. re-confirmed (", c.k_helpline(), ").\n")
    n.add("Safety-netting: ring the helpline 24/7 if temp >=37.5 or <36.0, rigors, bleeding, new SOB or unable to "
          "keep fluids down; ", c.k_emerg(), " if collapse.\n")
    if r.random() < 0.4:
        n.add("Meds reviewed: ", s.antiemetic, ", ", s.support, ", ", r.choice(["paracetamol PRN", "omeprazole 20 mg OD",
                                                                                "dexamethasone as per card"]), ".\n")
    if r.random() < 0.3:
        n.add("Letter to ", c.k_gp(), " at ", c.k_practice(), " (fax ", c.k_gpfax(), ").\n")
    sig(n, c, r.choice(["cns", "nurse"]))

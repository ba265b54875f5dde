"""Pain-management clinic notes: opioid agreements, PDMP checks, urine drug screens, procedures."""
import datetime as dt

import pools as P
from common import (placard_form, plate, vin, instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, fdate, digits, letters,
                    phone, ip, statelic, dea, dl, email_for, COMMON_MEDS, ALLERGIES, art, numword, vitals)

SPEC = ["Pain Management", "Interventional Pain", "Spine & Pain", "Pain & Rehabilitation", "Comprehensive Pain"]
OPIOIDS = [("oxycodone IR 10 mg", 1.5, 10), ("hydrocodone/APAP 10/325", 1, 10), ("morphine ER 30 mg", 1, 30),
           ("tramadol 50 mg", 0.2, 50), ("buprenorphine patch 10 mcg/h", 0, 0), ("tapentadol 50 mg", 0.4, 50),
           ("oxycodone/APAP 5/325", 1.5, 5), ("methadone 10 mg", 4.7, 10), ("hydromorphone 2 mg", 5, 2)]
DX = ["lumbar spondylosis with radiculopathy", "failed back surgery syndrome", "cervical facet arthropathy", "CRPS type I, R foot",
      "chronic pancreatitis pain", "knee OA, not a surgical candidate", "fibromyalgia", "post-herpetic neuralgia",
      "sacroiliac joint dysfunction", "diabetic peripheral neuropathy"]
ADJ = ["gabapentin 600 mg TID", "duloxetine 60 mg daily", "pregabalin 75 mg BID", "cyclobenzaprine 10 mg qhs prn",
       "meloxicam 15 mg daily", "lidocaine 5% patch", "naloxone 4 mg nasal spray (in home)", "tizanidine 4 mg qhs", "diclofenac gel"]
INSTR = ["Take medication only as prescribed; do not take extra doses for breakthrough pain.",
         "Store opioids in the lockbox and keep naloxone where family can find it; teach them how to use it.",
         "Do not combine with alcohol, sleeping pills, or benzodiazepines.", "No driving for 24 hours after the procedure; ice 20 minutes as needed.",
         "Blood sugar may be elevated for 2-3 days after steroid injection if you are diabetic.",
         "Keep a pain diary (0-10) twice daily for 2 weeks.", "Continue home exercise program from PT daily.",
         "Call for fever, new weakness, loss of bladder or bowel control, or severe headache after the injection.",
         "Dispose of unused medication at a pharmacy take-back kiosk."]
ORDERS = ["Urine drug screen, definitive", "MRI lumbar spine w/o contrast", "Physical therapy eval and treat", "Behavioral health referral (CBT)",
          "X-ray lumbar flexion/extension", "EMG/NCS bilateral LE", "Naloxone 4 mg nasal spray"]
UDS = [("Amphetamines", "500"), ("Barbiturates", "200"), ("Benzodiazepines", "100"), ("Buprenorphine", "5"), ("Cannabinoids (THC)", "50"),
       ("Cocaine metabolite", "150"), ("Fentanyl", "1"), ("Methadone", "300"), ("Opiates", "300"), ("Oxycodone", "100"),
       ("Tramadol", "100"), ("Ethyl glucuronide", "500"), ("Creatinine", "20 mg/dL")]


def pdmp(d, c, opioid, prescriber):
    rng = c.rng
    st = c.stpair
    d.add("PDMP (", S(st[0], "STATE"), " ", rng.choice(["PMP AWARxE", "CSMD", "PMP", "Prescription Monitoring Program"]), ") queried ",
          c.D(None, "us"), " %02d:%02d by " % (rng.randint(7, 17), rng.randint(0, 59)), c.nurse.fl(), ", query ID ",
          S(digits(rng, 10) if rng.random() < 0.5 else "PMP-" + letters(rng, 2) + digits(rng, 7), "IDNUM"), ".\n")
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Filled | Drug | Qty | Days | MME/d | Prescriber | Pharmacy |\n|---|---|---|---|---|---|---|\n")
    else:
        d.t("%-12s %-26s %-5s %-5s %-6s %-20s %s\n" % ("Filled", "Drug", "Qty", "Days", "MME", "Prescriber", "Pharmacy"))
    other = Staff(rng, cred="DDS")
    for i in range(rng.randint(3, 7), 0, -1):
        day = c.before(28 * i - 3, 28 * i + 3)
        presc = prescriber if rng.random() < 0.85 else other
        drug = opioid if presc is prescriber else rng.choice(["hydrocodone/APAP 5/325", "alprazolam 0.5 mg", "zolpidem 10 mg", "tramadol 50 mg"])
        qty = rng.choice([28, 56, 60, 84, 90, 120, 12, 20])
        mme = rng.choice([15, 20, 30, 45, 60, 90, 0])
        pharm = c.pharmacy if rng.random() < 0.85 else rng.choice(P.PHARMACY)
        if style == "pipe":
            d.add("| ", c.D(day, "us"), " | ", drug, " | %d | %d | %d | " % (qty, rng.choice([7, 14, 28, 30]), mme),
                  presc.fi_l(), " | ", S(pharm, "HOSPITAL"), " |\n")
        else:
            v = fdate(day, "us_short")
            nm = "%s, %s" % (presc.last, presc.first[0])
            d.add(S(v, "DATE"), " " * max(1, 13 - len(v)), "%-26s %-5d %-5d %-6d " % (drug[:26], qty, rng.choice([7, 14, 28, 30]), mme),
                  S(nm, "DOCTOR"), " " * max(1, 21 - len(nm)), S(pharm, "HOSPITAL"), "\n")
    d.add("Interpretation: ", rng.choice(["consistent with our prescribing, single pharmacy", "one outside fill by dentist ("]))
    if d.parts[-1].endswith("("):
        d.add(other.dr(), ") after extraction, discussed")
    d.t(". No early refills. Multiple-provider episodes: %d.\n" % rng.choice([0, 0, 0, 1]))


def followup(c):
    rng = c.rng
    d = Doc()
    header(d, c, rng.choice(["PAIN MANAGEMENT FOLLOW-UP", "Chronic Pain Clinic - Medication Management", "Pain Clinic Progress Note"]))
    if rng.random() < 0.6:
        d.add("Check-in: identity verified by palm-vein scan, biometric ID ", S("BIO-" + digits(rng, 6) if rng.random() < 0.5 else "PV" + digits(rng, 8), "BIOID"),
              rng.choice([", photo ID (DL ", "; driver's license "]), S(dl(rng), "LICENSE"), rng.choice([") on file.", " scanned."]), "\n\n")
    op, f, _ = rng.choice(OPIOIDS)
    dx = rng.choice(DX)
    d.add("S: ", c.pt.titled(), " is ", c.a_age(), " with ", dx, " on ", op, rng.choice([" q6h prn", " TID", " BID", " q8h"]), ". ")
    d.add("Pain today %d/10, avg week %d/10, best %d/10. PEG score %.1f. " % (rng.randint(3, 9), rng.randint(4, 8), rng.randint(1, 5), rng.uniform(3, 8.5)))
    d.add(rng.choice(["Able to walk the dog 20 min", "Can't stand to cook", "Sleeping 4-5 h", "Returned to part-time work", "Still off work"]),
          ". ", c.pt.he().capitalize(), " ", c.job(), (" (" if rng.random() < 0.5 else ""), )
    if d.parts[-1].endswith("("):
        d.add("employer ", S(c.employer, "ORGANIZATION"), ")")
    d.add(". ", c.pt.his().capitalize(), " ", c.relation, " ", c.rel.fl(), " ", rng.choice(["attends visits", "manages the pill lockbox", "drove today"]), ".\n")
    d.add("Side effects: ", rng.choice(["constipation (on senna)", "none", "daytime drowsiness", "nausea"]), ". Denies early refills or lost meds.\n\n")
    d.add("Adjuvants: ", "; ".join(rng.sample(ADJ, rng.randint(1, 3))), "\n")
    pmh_block(d, c, style="inline")
    if rng.random() < 0.5:
        ros(d, c)
    pdmp(d, c, op, c.doc)
    d.add("\nUDS: last collected ", c.D(c.before(40, 120)), ", ", rng.choice(["consistent", "consistent (oxycodone/oxymorphone +)",
                                                                             "THC +, discussed", "unexpected negative for prescribed opioid - repeat"]),
          ". Today's random UDS collected, specimen ", S("U" + digits(rng, 8), "IDNUM"), ".\n")
    d.add("Pill count: ", rng.randint(0, 40), " tabs, expected ", rng.randint(0, 40), ". Opioid agreement signed ", c.D(c.before(100, 900)), ".\n")
    d.add("ORT score %d; MME total %d/day. Naloxone in home: %s.\n\n" % (rng.randint(0, 12), rng.choice([15, 30, 40, 45, 60, 80, 90]), rng.choice(["yes", "yes", "Rx re-sent"])))
    d.add("O: ", vitals(c), ". ", rng.choice(["SLR + L at 40 deg", "TTP lumbar paraspinals", "antalgic gait, uses cane", "allodynia R foot"]), ".\n\n")
    d.add("A/P: ", dx, ".\n- Continue ", op, ", #", rng.choice([60, 90, 84, 120]), ", Rx to ", S(c.pharmacy, "HOSPITAL"), ", do not fill before ",
          c.D(c.after(25, 28), "us"), ".\n")
    d.add("- ", rng.choice(["Schedule L4-5 TFESI", "Refer to PT", "Taper by 10% per month", "SCS trial consult", "CBT for chronic pain referral"]), ".\n")
    orders(d, c, ORDERS)
    instructions(d, c, [x for x in INSTR if not any(k in x for k in ['procedure', 'injection'])])
    if rng.random() < 0.3:
        placard_form(d, c)
    d.add("- RTC 4 weeks (", c.D(c.after(27, 30), rng.choice(["wk_md", "wk_long", "us"])), ").\n")
    if rng.random() < 0.5:
        d.add("Prescriber DEA ", S(dea(rng, c.doc.last), "LICENSE"), ", NPI ", S(c.doc.npi, "LICENSE"), ".\n")
    signature(d, c)
    footer(d, c)
    return d


def agreement(c):
    rng = c.rng
    d = Doc()
    d.add(c.site.N(), "\n", c.site.addr.one_line(), "   ", S(c.site.phone, "PHONE"), "\n\n")
    d.t(rng.choice(["CONTROLLED SUBSTANCE TREATMENT AGREEMENT", "OPIOID TREATMENT AGREEMENT AND INFORMED CONSENT", "Patient-Provider Agreement for Long-Term Opioid Therapy"]) + "\n\n")
    d.add("Patient name: ", c.pt.fml(), "      Date of birth: ", c.DOB(), "      MRN: ", S(c.mrn, "MRN"), "\n")
    d.add("Address: ", c.addr.one_line(), "\nPhone: ", S(c.ptphone, "PHONE"), "\n\n")
    op, _, _ = rng.choice(OPIOIDS)
    d.add("I, ", c.pt.fl(), ", understand that I am being prescribed ", op, " for ", rng.choice(DX), ", and I agree to the following:\n")
    rules = ["I will obtain opioid prescriptions ONLY from " + "{doc}" + " or a covering provider at this practice.",
             "I will fill prescriptions at ONE pharmacy: {pharm}, phone {pphone}.",
             "I will not request early refills. Lost or stolen medication will not be replaced.",
             "I will submit to random urine or saliva drug testing and pill counts when asked.",
             "I will not use alcohol, cannabis, or illegal drugs, or share or sell my medication.",
             "I will store my medication in a locked container and keep naloxone at home.",
             "I understand this practice will check the state PDMP at every visit.",
             "I will not drive or operate machinery if I feel sedated.",
             "I authorize the practice to speak with {pcp} and {fam} about my treatment."]
    pharm_ph = phone(rng, ext=False)
    for i, r in enumerate(rules, 1):
        d.t("%d. " % i)
        d.f(r + "\n", doc=c.doc.dr() if c.doc.cred.startswith(("MD", "DO")) else [c.doc.fl(), ", " + c.doc.cred], pharm=S(c.pharmacy, "HOSPITAL"),
            pphone=S(pharm_ph, "PHONE"), pcp=[c.pcp.fl(), " (PCP)"], fam=[c.rel.fl(), " (my " + c.relation + ")"])
    d.t("\nViolation of this agreement may result in tapering or discontinuation of opioid therapy and referral for addiction treatment.\n\n")
    d.add("Patient signature: /s/ ", c.pt.fl(), "      Date: ", c.D(None, "us"), "\n")
    d.add("Provider: ", c.doc.fml(), ", ", c.doc.cred, "   DEA # ", S(dea(rng, c.doc.last), "LICENSE"), "      Date: ", c.D(None, "us"), "\n")
    d.add("Witness: ", c.nurse.fl(), ", ", c.nurse.cred, "\n")
    if rng.random() < 0.6:
        d.add("\nPatient received a copy. Scanned to chart by ", c.nurse.username(), " on ", c.D(c.after(0, 2), "us"), ", document ID ",
              S("SCN-" + digits(rng, 8), "IDNUM"), ".\n")
    d.add("Pill count schedule: random, 24-h notice by phone to ", S(c.cell, "PHONE"), ".\n")
    return d


def uds_report(c):
    rng = c.rng
    d = Doc()
    lab = rng.choice(["Meridian Toxicology Labs", "Tri-County Reference Laboratory", "Bluewater Clinical Laboratories", "Northfield Diagnostic Laboratory"])
    d.add(S(lab, "ORGANIZATION"), "  |  ", S(rng.choice(P.TOWNS), "CITY"), ", ", S(rng.choice(P.STATES)[1], "STATE"), "  |  CLIA ",
          S("%02dD%07d" % (rng.randint(1, 52), rng.randint(0, 9999999)), "LICENSE"), "  |  Client services ", S(phone(rng), "PHONE"), "\n")
    d.t("URINE DRUG TESTING - DEFINITIVE (LC-MS/MS)\n\n")
    coll = c.visit
    rows = [("Patient", [c.pt.LF()]), ("DOB", [c.DOB()]), ("Sex", [c.pt.sex]), ("Patient ID", [S(c.mrn, "MRN")]),
            ("Specimen ID", [S("U" + digits(rng, 8), "IDNUM")]), ("Accession", [S(letters(rng, 2) + digits(rng, 8), "IDNUM")]),
            ("COC form #", [S(digits(rng, 7), "IDNUM")]), ("Collected", [c.D(coll, "us"), " %02d:%02d" % (rng.randint(8, 16), rng.randint(0, 59))]),
            ("Received", [c.D(c.after(1, 2), "us")]), ("Reported", [c.D(c.after(2, 5), "us")]),
            ("Ordering", [c.doc.fl(), ", ", c.doc.cred, " - ", c.site.N()]), ("Collector", [c.nurse.fl()]),
            ("Bill to", [S(c.insurer, "ORGANIZATION"), " / ", S(c.member, "HEALTHPLAN")])]
    for k, v in rows:
        d.add(k.ljust(14), v, "\n")
    op, _, _ = rng.choice(OPIOIDS)
    if rng.random() < 0.6:
        d.add("Donor identity: photo ID checked; fingerprint template ", S("FP-" + digits(rng, 6), "BIOID"), " matched at collection site.\n")
    d.add("\nReported medications: ", op, "; ", rng.choice(ADJ), "\n\n")
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Analyte | Cutoff (ng/mL) | Result | Interpretation |\n|---|---|---|---|\n")
    else:
        d.t("%-24s %-12s %-16s %s\n" % ("Analyte", "Cutoff", "Result", "Interp"))
    for a, cut in UDS:
        pos = (a.split()[0].lower() in op.lower()) or (a == "Opiates" and ("hydrocodone" in op or "morphine" in op or "hydromorphone" in op)) or rng.random() < 0.06
        if a == "Creatinine":
            res, interp = "%d mg/dL" % rng.randint(25, 250), "valid"
        else:
            res = ("POS %d" % rng.randint(120, 9000)) if pos else "NEG"
            interp = ("expected" if a.split()[0].lower() in op.lower() or a == "Opiates" else "UNEXPECTED") if pos else ("" if a.split()[0].lower() not in op.lower() else "UNEXPECTED NEG")
        if style == "pipe":
            d.t("| %s | %s | %s | %s |\n" % (a, cut, res, interp))
        else:
            d.t("%-24s %-12s %-16s %s\n" % (a, cut, res, interp))
    d.t("\nSpecimen validity: pH %.1f, SG %.3f, oxidants negative.\n" % (rng.uniform(4.8, 7.8), rng.uniform(1.003, 1.03)))
    d.add("Reviewed by ", Staff(rng, cred=rng.choice(["PhD, DABFT", "MD, MRO"])).fml(), ", laboratory director, ", c.D(c.after(2, 5), "us"), ".\n")
    d.add("Provider note (", c.doc.ini(dots=False), ", ", c.D(c.after(3, 7), "md"), "): ", rng.choice(["results consistent, continue therapy",
                                                                                                  "unexpected finding discussed with pt by phone",
                                                                                                  "will repeat at next visit"]), ".\n")
    return d


def procedure(c):
    rng = c.rng
    d = Doc()
    header(d, c, rng.choice(["PROCEDURE NOTE", "Interventional Pain Procedure", "SCS TRIAL PROCEDURE NOTE"]))
    kind = rng.choice(["esi", "rfa", "scs"])
    d.add("Location: ", c.site.H(), " ", rng.choice(["ambulatory procedure suite", "pain procedure unit", "fluoro suite"]), ", ", c.ROOM(), "\n")
    d.add("Proceduralist: ", c.doc.fml(), ", ", c.doc.cred, "\nRN: ", c.nurse.fl(), "   Rad tech: ", Staff(rng, cred="RT(R)").fl(), ", RT(R)\n\n")
    if kind == "esi":
        d.add("Procedure: L", rng.choice(["4-5", "5-S1"]), " ", rng.choice(["interlaminar", "transforaminal (bilateral)"]),
              " epidural steroid injection under fluoroscopy\nIndication: ", rng.choice(DX[:2]), "\n")
        d.t("Medications: dexamethasone 10 mg, 1% lidocaine 3 mL, Omnipaque 180 2 mL. Loss of resistance technique, epidurogram with appropriate spread.\n")
    elif kind == "rfa":
        d.add("Procedure: ", rng.choice(["L3, L4 medial branch and L5 dorsal ramus", "C5-C7 medial branch"]), " radiofrequency ablation, ",
              rng.choice(["left", "right", "bilateral"]), "\nIndication: facet-mediated pain; ", ">80% relief x2 with MBBs on ",
              c.D(c.before(30, 90)), " and ", c.D(c.before(14, 29)), "\n")
        d.t("Lesioning: 80 C x 90 s per level after sensory (<0.5 V) and motor testing. 18g 10 mm active tip.\n")
    else:
        d.add("Procedure: percutaneous spinal cord stimulator trial, 2 x 8-contact leads, T", rng.choice(["8", "9"]), " top of lead\n")
        d.add("Leads: ", rng.choice(["Abbott", "Boston Scientific", "Nevro", "Medtronic"]), " model ", rng.choice(["3186", "SC-2218-70", "LEAD1058-70B"]),
              ", SN ", S(letters(rng, 1) + digits(rng, 8), "DEVICE"), " / ", S(letters(rng, 1) + digits(rng, 8), "DEVICE"), "\n")
        d.add("External trial stimulator SN ", S(digits(rng, 9), "DEVICE"), "; rep ", Person(rng, "FAMILY").fl(), " present for programming.\n")
        d.add("Trial end / lead pull ", c.D(c.after(5, 8), "wk_long"), ".\n")
    d.add("Consent signed; time-out at %02d:%02d. Fluoro time %.1f s, %d mGy.\n" % (rng.randint(7, 15), rng.randint(0, 59), rng.uniform(8, 60), rng.randint(2, 40)))
    d.add("Pre-procedure pain %d/10; post %d/10. No complications. Vitals stable.\n" % (rng.randint(5, 9), rng.randint(0, 5)))
    d.add("Discharged with driver ", c.rel.fl(), " (", c.relation, "). Post-procedure call ", c.D(c.after(1, 2), "md"), " at ", S(c.cell, "PHONE"), ".\n")
    instructions(d, c, [x for x in INSTR if any(k in x for k in ['procedure', 'injection', 'fever', 'ice', 'PT'])])
    d.add("Images archived to PACS, accession ", S(digits(rng, 10), "IDNUM"), ".\n")
    signature(d, c, kind=rng.choice(["esign", "dictation"]))
    footer(d, c)
    return d


def terse(c):
    rng = c.rng
    d = Doc()
    d.add(c.D(None, rng.choice(["us_short", "us"])), "  ", c.pt.LF(), "  ", S(c.mrn, "MRN"), "\n")
    d.lower = True
    op, _, _ = rng.choice(OPIOIDS)
    d.add("med mgmt. ", c.pt.f(), " ", c.AGE(), rng.choice(["yo ", "y ", " yo "]), c.pt.sex, ". ", rng.choice(DX), ". on ", op, ".\n")
    d.add("pain ", rng.randint(4, 9), "/10. fx: ", rng.choice(["mowing lawn w/ breaks", "no change", "worse since fall on ice " ]))
    if d.parts[-1].endswith("ice "):
        d.add(c.D(c.before(5, 30), "md"))
    d.t(".\n")
    d.add("pdmp ok (", c.nurse.ini(dots=False, low=True), ", ", c.D(None, "md"), "). uds ", c.D(c.before(60, 100), "md"), " consistent. pill ct ok.\n")
    if c.retired:
        d.add("retired ", S(c.profession, "PROFESSION"), "; ")
    else:
        d.add("works ", rng.choice(["nights", "part-time", "full time"]), " as ", art(c.profession), " ", S(c.profession, "PROFESSION"), "; ")
    d.add(
          c.relation, " ", c.rel.f(), " ", rng.choice(["worried about sedation", "supportive", "also has chronic pain"]), ".\n")
    d.add("vitals: ", vitals(c).lower(), ". gait ", rng.choice(["antalgic", "steady w/ cane", "nl"]), ". ", rng.choice(["slr neg", "ttp sij r", "facet loading +"]), ".\n")
    d.add("plan: cont same, rx to ", S(c.pharmacy, "HOSPITAL"), ". nfb ", c.D(c.after(26, 28), "md"), ". rtc 4 wk.\n")
    d.lower = False
    d.add("-", c.doc.ini(dots=False, low=rng.random() < 0.5), "\n")
    return d


LAYOUTS = [(followup, 4), (agreement, 2), (uds_report, 2), (procedure, 3), (terse, 2)]


def make(rng):
    c = Ctx(rng, "pain", SPEC, min_age=22, max_age=86, cred_pool=["MD", "DO", "MD", "NP", "PA-C", "MD, MPH"])
    if (c.retired and c.pt.age < 66) or "student" in c.profession:
        c.set_working(["warehouse associate", "roofer", "nurse's aide", "school custodian", "truck driver", "carpenter", "cashier"])
    d = rng.choice([f for f, w in LAYOUTS for _ in range(w)])(c)
    appendix(d, c)
    return d

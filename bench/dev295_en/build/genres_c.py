"""Genres: opioid treatment agreement, prescription drug monitoring check,
telephone follow-up log."""
import clinical as K
import common as C
import phi as H
import pools as P

TERMS = [
    "I will obtain opioid prescriptions from ONE prescriber only (named below) and will tell any other clinician that I have this agreement.",
    "I will use ONE nominated pharmacy for all opioid supplies.",
    "I will take the medicine exactly as prescribed and will not increase the dose without discussion.",
    "Lost, stolen or damaged prescriptions or medicines will not normally be replaced early.",
    "I agree to random urine drug testing when asked, and to pill counts at review.",
    "I will store my medicines in a locked box out of reach of children and will not share them.",
    "I understand the risks: sedation, constipation, falls, hormonal effects, tolerance, dependence, opioid use disorder and overdose.",
    "I will not drink alcohol or take benzodiazepines, gabapentinoids or sleeping tablets with this medicine unless agreed.",
    "I will carry naloxone and my family know how to use it.",
    "I will not drive or operate machinery if I feel drowsy, after a dose change, or within 6 h of an extra dose.",
    "I agree that my prescription monitoring record will be checked at every review.",
    "If the medicine is not helping me to function better, the dose will be reduced and may be stopped.",
    "I will attend review appointments; two missed appointments may lead to a supervised taper.",
    "I consent to my prescriber sharing information with my pharmacist and " + "{gp}" + " about this treatment.",
]


def agreement(r, ctx):
    n = H.Note()
    c = ctx.c
    title = {"US": "CONTROLLED SUBSTANCE / OPIOID TREATMENT AGREEMENT", "CA": "OPIOID TREATMENT AGREEMENT",
             "UK": "Opioid Treatment Agreement (Persistent Pain)", "AU": "OPIOID STEWARDSHIP AGREEMENT",
             "NZ": "Opioid Treatment Agreement"}[c]
    n.t(title + "\n").p(ctx.clinic, "HOSPITAL").t(" | ").p(ctx.hosp, "HOSPITAL").t("\n")
    n.t("Agreement no. ").p(H.idnum(r, "agr"), "IDNUM").t("   Version " + r.choice(["3.1", "4", "2.2"]) + "\n\n")
    n.t("PATIENT\n")
    C.banner(n, r, ctx, r.choice(["lines", "table"]), phone=True)
    if c == "US" and r.random() < 0.7:
        n.t("SSN (last 4 on file / full for PDMP): ").p(ctx.ssn, "SSN").t("\n")
    if c == "CA" and r.random() < 0.4:
        n.t("SIN: ").p(ctx.ssn, "SSN").t("\n")
    n.t("\nPRESCRIBER\n")
    H.dr(n, r, ctx.consultant, "titlefull")
    n.t(", " + C.CONS_ROLE[c] + "\n")
    if c == "US":
        n.t("DEA: ").p(H.licence(r, c, "DEA")[1], "LICENSE").t("   NPI: ").p(H.licence(r, c, "NPI")[1], "LICENSE").t("\n")
    elif c == "AU":
        n.t("Prescriber no: ").p(H.licence(r, c, "presc")[1], "LICENSE").t("\n")
    else:
        lab, val = ctx.lic
        n.t(lab + ": ").p(val, "LICENSE").t("\n")
    n.t("Clinic phone: ").p(H.phone_ext(r, c), "PHONE").t("\n\nNOMINATED PHARMACY\n").p(ctx.pharmacy, "HOSPITAL").t(", ")
    H.address(n, r, ctx, who=H.make_addr(r, c))
    n.t("\nPh ").p(H.phone(r, c), "PHONE").t("\n\n")
    ops, ome = K.opioid_regimen(r, r.randint(1, 2))
    n.t("MEDICATION COVERED\n")
    C.bullets(n, ops, "  - ")
    n.t(f"Dispensing: {r.choice(['weekly', 'fortnightly', 'every 28 days', 'staged daily (instalment) dispensing'])}. Total OME {ome} mg/day. "
        f"Max {r.choice([28, 56, 14, 7])} tablets per supply.\n")
    if r.random() < 0.8:
        n.t("Identity check at dispensing: " + r.choice(["fingerprint", "iris scan", "palm-vein scan"]) + " enrolled, template ID ").p(H.bioid(r), "BIOID").t("\n")
    n.t("\nTERMS (please initial each)\n")
    gpname = {"UK": "my GP", "US": "my primary care provider", "AU": "my GP", "CA": "my family physician", "NZ": "my GP"}[c]
    pp = ctx.pt.last.replace("-", " ").split()[0]
    ini = r.choice([f"{ctx.pt.first[0]}.{pp[0]}.", f"{ctx.pt.first[0]}{pp[0]}", None, None])
    for i, t in enumerate(r.sample(TERMS, r.randint(8, 12)), 1):
        n.t(f"{i}. " + t.replace("{gp}", gpname))
        if ini:
            n.t("  Initials: ").p(ini, "PATIENT").t("\n")
        else:
            n.t("  [x]\n")
    if r.random() < 0.6:
        n.t("\nPLANNED REVIEW / TAPER SCHEDULE\n| From | Dose | OME |\n|---|---|---|\n")
        d = ctx.visit
        dose = r.choice([40, 30, 60])
        for _ in range(r.randint(3, 5)):
            d = H.d_add(d, r.choice([14, 21, 28]))
            dose = max(5, dose - r.choice([5, 10]))
            n.t("| ").p(ctx.d(r, d, r.choice(["num", "dm", "short"])), "DATE").t(f" | oxycodone MR {dose} mg/day | {int(dose * 1.5)} |\n")
    n.t("\nSIGNATURES\nPatient: ")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["full", "mid"]))
    n.t("   Date: ").p(ctx.d(r, style=r.choice(["num", "num2"])), "DATE").t("\n")
    if r.random() < 0.5:
        n.t("Support person present: ")
        rel, f = ctx.fam[0]
        H.name(n, r, f, "FAMILY", "full")
        n.t(" (" + rel + ")\n")
    n.t("Prescriber: ")
    H.dr(n, r, ctx.consultant, r.choice(["title", "finit", "titlefull"]))
    n.t("   Date: ").p(ctx.d(r, style="num"), "DATE").t("\nWitness: ")
    H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["full", "finit"]))
    n.t(", " + C.NURSE_CRED[c] + "\n")
    n.t("Copies: patient, pharmacy (faxed to ").p(H.phone(r, c), "FAX").t("), ")
    H.dr(n, r, ctx.gp, "title")
    n.t(" at ").p(ctx.practice, "HOSPITAL").t(".\n")
    n.t("Review date: ").p(ctx.d(r, H.d_add(ctx.visit, r.choice([84, 90, 180])), r.choice(["my", "num", "long"])), "DATE").t("\n")
    return n


PDMP_NAME = {"US": "state PDMP", "AU": "real-time prescription monitoring (RTPM) system",
             "CA": "provincial drug information system", "NZ": "national dispensing collection",
             "UK": "national dispensing record (controlled drugs)"}
DRUGS = [("oxycodone HCl 10 mg tab", 1.5, 10), ("oxycodone/acetaminophen 5/325 tab", 1.5, 5), ("hydrocodone/APAP 10/325 tab", 1.0, 10),
         ("morphine ER 30 mg tab", 1.0, 30), ("tramadol 50 mg tab", 0.1, 50), ("tapentadol 50 mg tab", 0.4, 50),
         ("alprazolam 0.5 mg tab", 0, 0), ("clonazepam 1 mg tab", 0, 0), ("zolpidem 10 mg tab", 0, 0),
         ("buprenorphine/naloxone 8/2 mg film", 0, 0), ("codeine 30 mg tab", 0.15, 30), ("pregabalin 150 mg cap", 0, 0),
         ("hydromorphone 4 mg tab", 5.0, 4), ("dexamfetamine 5 mg tab", 0, 0)]


def pdmp(r, ctx):
    n = H.Note()
    c = ctx.c
    sysname = PDMP_NAME[c]
    n.t(r.choice(["PRESCRIPTION MONITORING CHECK", "PDMP REVIEW NOTE" if c == "US" else "Controlled drug history check", "Opioid stewardship - monitoring record"]) + "\n")
    n.t("System: " + sysname + (" (" if c in ("US", "AU", "CA") else ""))
    if c in ("US", "AU", "CA"):
        n.p(ctx.addr["state"][0], "STATE").t(")")
    n.t("\nQuery ID: ").p(H.idnum(r, "pdmp"), "IDNUM").t("   Run: ").p(ctx.d(r, style=r.choice(["num", "iso"])), "DATE")
    n.t(" " + f"{r.randint(7, 17):02d}:{r.randint(0, 59):02d}" + "\n")
    user = ctx.consultant if r.random() < 0.5 else ctx.nurse
    n.t("Requested by: ")
    H.name(n, r, user, "DOCTOR", r.choice(["full", "lastfirst"]))
    n.t(" (user ").p(H.username(r, user.first, user.last), "USERNAME").t(r.choice([") from workstation ", ") IP "])).p(H.ipaddr(r), "IPADDR").t("\n")
    if r.random() < 0.4:
        n.t("Delegate of: ")
        H.dr(n, r, ctx.consultant, "titlefull")
        n.t("\n")
    n.t("\nSEARCH CRITERIA\nName: ")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["UPPER", "lastfirst"]))
    n.t("   DOB: ").p(ctx.d(r, ctx.dob, "num"), "DATE")
    if c in ("US", "AU", "CA"):
        n.t("   " + ("ZIP" if c == "US" else "Postcode") + ": ").p(ctx.addr["zip"], "ZIP")
    else:
        n.t("   " + H.HP_LABEL[c] + ": ").p(ctx.hp, "HEALTHPLAN")
    n.t("\nMatched records: " + str(r.randint(1, 2)) + " (address ")
    n.p(ctx.addr["street"], "STREET").t(", ").p(ctx.addr["city"], "CITY").t(")\n\n")
    n.t("DISPENSING HISTORY (last 12 months)\n| Filled | Drug | Qty | Days | MME/d | Prescriber | Pharmacy |\n|---|---|---|---|---|---|---|\n")
    prescribers = [ctx.gp, ctx.consultant] + [H.Person(r, c) for _ in range(r.randint(0, 2))]
    pharms = [ctx.pharmacy] + r.sample([p for p in P.PHARMACIES[c] if p != ctx.pharmacy], r.randint(0, 2))
    d = H.d_add(ctx.visit, -r.randint(300, 360))
    tot_mme = 0
    rows = r.randint(5, 9)
    for _ in range(rows):
        d = H.d_add(d, r.randint(14, 45))
        if d > ctx.visit:
            break
        dg = r.choice(DRUGS)
        qty = r.choice([28, 30, 56, 60, 90, 120])
        days = r.choice([7, 14, 28, 30])
        mme = int(dg[1] * dg[2] * qty / days) if dg[1] else 0
        tot_mme = max(tot_mme, mme)
        pr = r.choice(prescribers)
        n.t("| ").p(ctx.d(r, d, "num"), "DATE").t(f" | {dg[0]} | {qty} | {days} | {mme or '-'} | ")
        if c == "US" and r.random() < 0.6:
            H.name(n, r, pr, "DOCTOR", "lastfirst")
            n.t(" (DEA ").p(H.licence(r, c, "DEA")[1], "LICENSE").t(")")
        else:
            H.name(n, r, pr, "DOCTOR", r.choice(["finit", "lastfirst", "UPPER"]))
        n.t(" | ").p(r.choice(pharms), "HOSPITAL")
        if r.random() < 0.4:
            n.t(", ").p(r.choice(P.TOWNS[c]), "CITY")
        n.t(" |\n")
    n.t(f"\nSummary: {len(prescribers)} prescribers, {len(pharms)} pharmac{'y' if len(pharms) == 1 else 'ies'} in 12 months. Peak daily MME {tot_mme}. "
        f"{r.choice(['Concurrent benzodiazepine: YES.', 'No overlapping benzodiazepine.', 'Overlapping opioid prescriptions x2.'])}\n")
    if c == "US":
        n.t(f"Overdose risk score {r.randint(100, 780)}; narcotic score {r.randint(100, 700)}; sedative score {r.randint(0, 500)}.\n")
    n.t("\nCLINICIAN REVIEW\n")
    n.t(r.choice(["Consistent with the treatment agreement; single prescriber and pharmacy.",
                  "Additional prescriber identified - ", "Early refill pattern noted on 2 occasions.",
                  "Benzodiazepine from another prescriber - discussed; plan to taper."]))
    if n.buf[-1].endswith("- "):
        H.dr(n, r, prescribers[-1], "title")
        n.t(" (" + r.choice(["dental", "urgent care", "after-hours clinic"]) + ") on ").p(ctx.d(r, H.d_add(ctx.visit, -r.randint(20, 90)), "dm"), "DATE")
        n.t("; contacted and informed of agreement.")
    if r.random() < 0.3:
        n.t("\nOST dispensing: identity verified by pharmacy biometric enrolment (template ").p(H.bioid(r), "BIOID").t(").")
    n.t("\nDiscussed with ")
    H.name(n, r, ctx.pt, "PATIENT", r.choice(["title", "first", "titlefull"]))
    n.t(" " + r.choice(["in clinic", "by phone on " if True else ""]))
    if n.buf[-1].endswith("on "):
        n.p(ctx.mobile, "PHONE")
    n.t(". UDS ").p(H.idnum(r, "uds"), "IDNUM").t(" sent. Next check due ").p(ctx.d(r, H.d_add(ctx.visit, r.choice([28, 90])), r.choice(["dm", "my", "num"])), "DATE").t(".\n")
    n.t("Documented by ")
    H.name(n, r, user, "DOCTOR", r.choice(["finit", "full"]))
    n.t(", ").p(ctx.clinic, "HOSPITAL").t("\n")
    return n


CALL_TEXT = {
    "2-week post-procedure check": (["Reports 60% relief since the injection; sleeping better. NRS 4/10. No fever, no wound issues, no new numbness.",
                                     "No benefit yet from the block; pain back to baseline 7/10 after 48 h of numbness. No complications.",
                                     "Some soreness at the needle sites for 3 days, settled with ice. Leg pain improved about 50%."],
                                    ["continue; clinic review as booked.", "book for RF denervation if relief persists.", "pain diary to be returned by post."]),
    "opioid taper follow-up": (["Taper step completed: now oxycodone MR 20 mg BD (OME 60). Mild withdrawal (yawning, loose stools) for 3 days, settled.",
                                "Struggling with this step; pain 7/10 and poor sleep. No extra tablets taken. Agreed to hold at current dose for 2 more weeks.",
                                "Off codeine completely; headaches less frequent. Using paracetamol and pacing."],
                               ["next taper step in 2 weeks.", "hold dose; review in 2 weeks.", "discharge to GP care."]),
    "SCS implant wound check": (["Wound dry, Steri-Strips off. Using charger every 3 days. Paraesthesia covers the leg well.",
                                 "Some redness at the IPG pocket, no discharge, afebrile. Photo requested via secure upload.",
                                 "Coverage has shifted to the buttock; stimulation uncomfortable when lying down."],
                                ["continue; clinic review as booked.", "wound clinic review tomorrow.", "reprogramming appointment booked."]),
    "post-discharge APS follow-up": (["Pain 5/10, using oxycodone IR twice a day; constipated - advised laxido BD. No drowsiness.",
                                      "Has run out of discharge opioid supply as planned; managing on paracetamol and ibuprofen.",
                                      "Wound pain settling. Took 4 oxycodone IR in 24 h; no sedation, bowels open."],
                                     ["stop IR oxycodone over the next week.", "discharge from APS follow-up.", "repeat call in 1 week."]),
    "medication review after pregabalin start": (["Dizzy on pregabalin 75 mg BD; advised reduce to 75 mg nocte for 1 week then retry.",
                                                  "Tolerating pregabalin 150 mg BD; burning pain less intense, NRS 5/10 from 8/10.",
                                                  "Weight gain of 3 kg and ankle swelling; pregabalin to be weaned over 2 weeks."],
                                                 ["continue titration as per plan.", "book review with consultant.", "letter to GP re dose change."]),
    "missed appointment follow-up": (["Missed clinic due to transport; rebooked.", "Forgot appointment; has been unwell with flu. Rebooked.",
                                      "Did not attend as pain flare; offered telephone consultation instead."],
                                     ["rebooked; reminder text to be sent.", "second DNA will mean discharge to GP.", "transport booked for next visit."]),
}


def phone_log(r, ctx):
    n = H.Note()
    c = ctx.c
    reason = r.choice(["2-week post-procedure check", "opioid taper follow-up", "SCS implant wound check", "post-discharge APS follow-up",
                       "medication review after pregabalin start", "missed appointment follow-up"])
    n.t(r.choice(["TELEPHONE FOLLOW-UP LOG", "Nurse telephone clinic - call record", "Virtual clinic (phone) entries"]) + "\n")
    n.p(ctx.clinic, "HOSPITAL").t("\n")
    C.banner(n, r, ctx, r.choice(["inline", "lines"]), addr=False, phone=True)
    n.t("Reason: " + reason + "\n\n")
    d = ctx.visit
    answered = False
    k = r.randint(2, 5)
    for i in range(k):
        n.t(f"[{i + 1}] ").p(ctx.d(r, d, r.choice(["wk", "num", "num2", "wk"])), "DATE").t(f" {r.randint(8, 17):02d}:{r.randint(0, 59):02d} - ")
        H.name(n, r, ctx.nurse, "DOCTOR", r.choice(["first", "finit", "full", "init"]))
        n.t(" called ")
        num = ctx.mobile if r.random() < 0.6 else ctx.phone
        n.p(num, "PHONE").t(". ")
        if i < k - 1 and r.random() < 0.6 and not answered:
            n.t(r.choice(["No answer; voicemail left with callback number ", "Rang out, no voicemail. Will retry. Callback ", "Number unobtainable; text sent asking to call "]))
            n.p(H.phone_ext(r, c) if r.random() < 0.3 else H.phone(r, c), "PHONE").t(".\n")
        elif r.random() < 0.3 and not answered:
            n.t("Answered by " + ctx.his + " ")
            C.fam_mention(n, r, ctx, r.randint(0, 1))
            n.t(", who said " + ctx.he + " was " + r.choice(["at work", "asleep", "at the shops", "at physio"]) + ". Will call back.\n")
        else:
            answered = True
            n.t("Spoke to ")
            H.name(n, r, ctx.pt, "PATIENT", r.choice(["first", "title", "titlefull"]))
            n.t(". ID confirmed (DOB ").p(ctx.d(r, ctx.dob, r.choice(["num", "long"])), "DATE").t(" and first line of address, ")
            n.p(ctx.addr["street"], "STREET").t(").\n")
            n.t("   " + r.choice(CALL_TEXT[reason][0]) + "\n")
            n.t("   Plan: " + r.choice(CALL_TEXT[reason][1]) + "\n")
        d = H.d_add(d, r.randint(1, 6))
    if r.random() < 0.5:
        n.t("\nVideo call offered instead; link sent to ").p(ctx.email, "EMAIL").t(" (")
        n.p(H.url(r, "telehealth/join"), "URL").t("). Session connected from ").p(H.ipaddr(r), "IPADDR").t(".\n")
    if r.random() < 0.4:
        n.t("Letter to " + ctx.gp_word + " ")
        H.dr(n, r, ctx.gp, "title")
        n.t(" faxed to ").p(H.phone(r, c), "FAX").t(".\n")
    n.t("Next contact: ").p(ctx.d(r, H.d_add(d, r.randint(7, 30)), r.choice(["wk", "dm", "num"])), "DATE").t("\n")
    n.t("Entered by ").p(H.username(r, ctx.nurse.first, ctx.nurse.last), "USERNAME").t("\n")
    return n

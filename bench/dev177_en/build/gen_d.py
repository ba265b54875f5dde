"""Genres: controlled drug register, transport billing / claim, non-conveyance / refusal of transport."""
import datetime

import clin as C
import pools as P
from bits import (age_pieces, crew, doc, fax, later, obs_line, pmh_date, scen, sign, typo)
from core import fmt_name, person, times


def drugreg(n):
    v = n.v
    us = n.c == "US"
    n.t(n.ch(["CONTROLLED SUBSTANCE LOG - SCHEDULE II\n", "Narcotics Accountability Record\n"] if us else
             ["S8 DRUG REGISTER\n", "Schedule 8 / Controlled Drug Register - Vehicle\n", "CD REGISTER (CONTROLLED DRUGS)\n"]))
    n.x("Unit: {cs}   Station: {city}   Location: %s\n" % n.ch(["vehicle safe", "station safe", "drug safe (vehicle)"]))
    if us:
        n.x("Agency DEA reg: {dea}   Medical director: ", dea=(n.L(2) + n.d(7), "LICENSE"))
        n.w(doc(n, 5))
        n.t("\n")
    drug, pres, unit = n.ch(C.DRUGS_S8)
    n.t("Drug: %s %s\n" % (drug, pres))
    bal = n.r.randint(4, 10)
    n.t("Opening balance: %d\n\n" % bal)
    n.t("Date | Time | Case / Ref | Patient | Given | Wasted | Bal | By | Witness\n")
    k = n.r.randint(4, 8)
    d = v["_ev"]
    for i in range(k):
        d = d + datetime.timedelta(days=n.r.randint(0, 3))
        tm = times(n.r, 1)[0]
        n.x("{dd} | %s | " % tm, dd=n.dt(d, n.ch(["num", "short", "num2"])))
        a, b = n.r.sample(range(8), 2)
        if n.coin(0.15):
            n.x("RESTOCK {rf} | from {h1} pharmacy | +%d | - | " % 5, rf=(n.ch(["RS", "PH-"]) + n.d(6), "IDNUM"))
            bal += 5
        else:
            sc = n.ch(C.SCEN)
            p = person(n.r, sc["sex"])
            n.x("{inc} | ", inc=(n.caseno("inc"), "IDNUM"))
            n.w(fmt_name(p, n.ch(["LF", "Lf", "full", "init", "fL"]), "PATIENT"))
            given = n.ch({"mg": ["2.5 mg", "5 mg", "10 mg", "20 mg"], "mcg": ["25 mcg", "50 mcg", "75 mcg", "100 mcg"],
                          "mL": ["3 mL", "6 mL"]}[unit])
            n.t(" | %s | %s | " % (given, n.ch(["nil", "nil", "0.5 mL", "1 mL", "residual"])))
            bal -= 1
        n.t("%d | " % bal)
        n.w(fmt_name(v["_staff"][a], n.ch(["init2", "fl", "full"]), "DOCTOR"))
        n.t(" | ")
        n.w(fmt_name(v["_staff"][b], n.ch(["init2", "fl", "full"]), "DOCTOR"))
        n.t("\n")
    n.t("\n")
    n.x("Safe access log: fingerprint {b1} ({a1}), {b2} ({a2})\n", b1=(n.bioid(), "BIOID"), b2=(n.bioid(), "BIOID"),
        a1=crew(n, 0, "init2"), a2=crew(n, 1, "init2"))
    if n.coin(0.4):
        n.x("DISCREPANCY: balance %s by %d amp. Reported to {tl} at %s, incident {ir}.\n" % (
            n.ch(["short", "over"]), 1, times(n.r, 1)[0]), tl=crew(n, 4, "full"), ir=(n.caseno("ir"), "IDNUM"))
    n.x("Monthly reconciliation: {a} ({reg}) on {dd}\n", a=crew(n, 4, "full"), reg=v["s4reg"],
        dd=n.dt(later(n, n.r.randint(10, 30)), n.ch(["num", "mon"])))
    if n.coin(0.35):
        n.x("Pharmacy contact: {ph} / {em}\n", ph=(n.phone("land", ext=n.coin(0.5)), "PHONE"),
            em=(n.email(role=n.ch(["pharmacy.s8", "cd.register", "pharmacy"])), "EMAIL"))


def billing(n):
    v = n.v
    c = n.c
    s = scen(n)
    us = c == "US"
    n.t(n.ch(["AMBULANCE SERVICES CLAIM / INVOICE\n", "CMS-1500 SUMMARY - GROUND AMBULANCE\n", "Patient Statement\n"] if us else
             ["TAX INVOICE - AMBULANCE TRANSPORT\n", "Ambulance Account - Patient Invoice\n", "INVOICE / STATEMENT OF ACCOUNT\n"]))
    n.x("{torg}\n")
    n.x("{oa}, {oc}", oa=(n.ch(["PO Box %d" % n.r.randint(100, 9999), "%d %s %s" % (n.r.randint(1, 800), n.ch(P.STREET_NAMES), n.ch(P.STREET_TYPES[c]))]), "STREET"),
        oc=(n.ch(P.PLACES[c])[0], "CITY"))
    if n.coin(0.5):
        n.x(", {cty}")
    n.t("\n")
    if us:
        n.x("NPI {npi}   Billing ph {ph}   Fax {fx}\n", npi=("1" + n.d(9), "LICENSE"),
            ph=(n.phone("land"), "PHONE"), fx=fax(n))
    else:
        n.x("Enquiries {ph}   {em}\n", ph=(n.phone("land"), "PHONE"), em=(n.email(role=n.ch(["accounts", "billing", "ambulance.accounts"])), "EMAIL"))
    n.t("\n")
    n.x("Invoice no: {inv}   Account: {acct}   Date of service: {evd}\n", inv=(n.account(), "ACCOUNT"))
    n.x("Run / case no: {inc}\n")
    n.t("\nPATIENT\n")
    n.x("{pLF}   DOB {dob}   Sex {sx}\n")
    n.x("{addr}")
    if n.coin(0.4):
        n.x(", {cty}")
    n.t("\n")
    n.x("Ph: {pp}\n", pp=n.ch([v["pphone"], v["pmob"]]))
    if us:
        if n.coin(0.85):
            n.x("SSN: {ssn}\n")
        n.x("Primary payer: {ins}   Member ID: {hp}   Group: {grp}\n", grp=(n.group(), "HEALTHPLAN"))
        if v["_adult"] and n.coin(0.6):
            n.x("Subscriber: {pfull} (self)\n")
        else:
            n.x("Subscriber: {nokfull} (%s)\n" % ("parent" if not v["_adult"] else n.ch(["spouse", "spouse", "other"])))
        if v["_adult"] and n.coin(0.5):
            n.x("Employer: {org}   Occupation: {prof}\n")
        if n.coin(0.5):
            n.x("Secondary: Medicare MBI {mbi}\n" if v["_age"] >= 65 else "Secondary: Medicaid ID {mbi}\n",
                mbi=(n.hplan("mbi") if v["_age"] >= 65 else n.hplan("medicaid"), "HEALTHPLAN"))
    elif c == "AU":
        n.x("Medicare: {mc}\n", mc=(n.hplan("medicare"), "HEALTHPLAN"))
        k = n.r.randint(0, 2)
        if k == 0:
            n.x("Ambulance membership: {am} - %s\n" % n.ch(["current, no charge", "lapsed - full fee applies"]), am=(n.hplan("amb"), "HEALTHPLAN"))
        elif k == 1:
            n.x("DVA file no: {dva} (Gold Card)\n", dva=(n.hplan("dva"), "HEALTHPLAN"))
        else:
            n.x("Health fund: {ins}  member {fm}\n", fm=(n.hplan("fund"), "HEALTHPLAN"))
    else:
        n.x("Insurer: {ins}  policy {hp}\n")
        if s["k"] in ("mva", "fallht", "burn"):
            n.t("Injury - covered under ACC, claim lodged by crew.\n")
    n.t("\nSERVICE\n")
    n.x("Pickup: {pick}\nDestination: {h1}\n", pick=n.ch([[v["street"], ", ", v["city"]], [v["home"]], [v["land"], ", ", v["city"]]]))
    miles = round(n.r.uniform(2, 60), 1)
    if us:
        lvl = n.ch([("A0427", "ALS1 emergency", 1245.0), ("A0429", "BLS emergency", 895.0), ("A0433", "ALS2", 1690.0)])
        n.t("%s  %s  RH   $%.2f\n" % lvl)
        n.t("A0425  ground mileage x %.1f mi   $%.2f\n" % (miles, miles * 16.5))
        n.t("ICD-10: %s\n" % n.ch(["R07.9 chest pain", "R06.02 SOB", "S72.001A #NOF", "R56.9 seizure", "E16.2 hypoglycaemia",
                                   "T78.2XXA anaphylaxis", "R50.9 fever"]))
        n.t("Total charges: $%.2f   Adjustments: $0.00\n" % (lvl[2] + miles * 16.5))
        if n.coin(0.6):
            n.x("PCS signed by {pd}, NPI {npi2}\n", pd=doc(n, 4), npi2=("1" + n.d(9), "LICENSE"))
    else:
        fee = n.ch([(98.0, "part-charge"), (1287.0, "emergency transport fee"), (516.0, "call-out fee"), (2150.0, "emergency + km")])
        n.t("%s  %.1f km   $%.2f incl GST\n" % (fee[1], miles * 1.6, fee[0]))
        n.t("Clinical: %s\n" % s["prov"])
    n.t("\nPAYMENT\n")
    n.x("Pay online: {u}  (ref {inv2})\n", u=(n.url(n.ch(["pay", "claims", "billing/pay"])), "URL"), inv2=v["acct"])
    if n.coin(0.5):
        n.x("Payment plan arranged with {who} on {dd}\n", who=crew(n, 3, n.ch(["full", "first"])),
            dd=n.dt(later(n, n.r.randint(20, 60)), n.ch(["num", "mon"])))
    n.x("Processed by {s3u}\n")


RSCEN = [
    ("hypoglycaemia - resolved", "BGL 2.4 on arrival, 10% glucose 100 mL IV, now BGL 6.9, eaten sandwich, alert + oriented"),
    ("minor MVA", "low speed rear-end collision ~20 km/h, restrained, ambulant at scene, nil neck pain, nil neuro sx"),
    ("fall - no injury", "slid off bed onto floor, nil head strike, nil LOC, able to stand with assist, full ROM all limbs"),
    ("seizure - known epileptic", "typical seizure per family ~2 min, back to baseline, nil injury, compliant with meds"),
    ("intoxication", "ETOH ++, GCS 15, nil head injury, friend staying overnight"),
    ("back pain", "chronic L back pain flare, nil red flags, nil saddle anaesthesia, nil urinary retention"),
    ("palpitations - resolved", "10 min palpitations, self-terminated, 12-lead SR 78 nil acute changes"),
    ("lift assist", "found on floor by carer, nil injury, lifted with Mangar Elk, mobilising with frame"),
]


def refusal(n):
    v = n.v
    rs = n.ch(RSCEN)
    s = {"cc": rs[0], "hx": rs[1]}
    n.t(n.ch(["NON-CONVEYANCE / REFUSAL OF TRANSPORT\n", "Refusal of Care - Patient Released at Scene\n",
              "Treat and Refer / Non-Transport Record\n", "AMA REFUSAL FORM\n" if n.c == "US" else "Patient Declined Transport\n"]))
    n.x("Case: {inc}   Date: {evd}   Time: %s   Unit: {cs}\n" % times(n.r, 1)[0])
    n.x("Patient: {pany}   DOB {dob}   ")
    n.w(age_pieces(n))
    n.t("\n")
    n.x("Address: {addr}\nContact: {pp}\n", pp=n.ch([v["pphone"], v["pmob"]]))
    n.x("{mrnlab}: {mrn}\n" if n.coin(0.6) else "")
    if n.c == "US" and n.coin(0.4):
        n.x("SSN: {ssn}\n")
    n.t("\nPRESENTATION\n")
    n.t("%s. %s.\nObs: %s\n" % (s["cc"], typo(n, s["hx"]), obs_line(n, False)))
    if n.coin(0.35):
        n.t("Hx: ")
        n.w(pmh_date(n))
        n.t("\n")
    if v["_adult"] and n.coin(0.4):
        n.x("Social: lives %s, works as a {prof}\n" % n.ch(["alone", "with partner", "with family", "in unit"]))
    n.t("\nCAPACITY ASSESSMENT\n")
    n.t("Understands info: Y   Retains: Y   Weighs risks: %s   Communicates decision: Y\n" % n.ch(["Y", "Y", "Y - with difficulty"]))
    n.t("Nil intoxication, GCS 15, oriented x3. %s\n" % n.ch(["Capacity present.", "Deemed competent to refuse.", "Has capacity for this decision."]))
    n.t("\nADVICE / RISKS EXPLAINED\n")
    n.t("- %s\n- call %s immediately if worse, chest pain, SOB, confusion\n" % (
        n.ch(["risk of deterioration incl death explained", "pt advised to attend ED within 24 h", "advised not to drive",
              "explained possible serious underlying cause"]), {"AU": "000", "NZ": "111", "US": "911"}[n.c]))
    n.x("- pt statement: \"%s\"\n" % n.ch(["I'm not going, I've got the dog to look after", "I'll see my own doctor tomorrow",
                                          "can't afford the ambulance bill", "my daughter will drive me later", "I feel fine now"]))
    n.t("\nREFERRAL\n")
    r = n.r.randint(0, 2)
    if r == 0:
        n.x("GP {gp} at {clinic} - summary faxed to {fx} at %s\n" % times(n.r, 1)[0], gp=doc(n, 3), fx=fax(n))
    elif r == 1:
        n.x("Referred to community nursing / falls team, ph {ph}, ref {rf}\n", ph=(n.phone("land"), "PHONE"),
            rf=(n.ch(["CN-", "REF"]) + n.d(6), "IDNUM"))
    else:
        n.x("Secondary triage by {s3} (clinician line) - agreed non-transport, callback booked {dd}\n",
            dd=n.dt(later(n, 1), n.ch(["num", "dm", "wd"])))
    n.t("\nWITNESS / SIGNATURES\n")
    if n.coin(0.75):
        n.x("Witness: {rel} {nokfull}, ph {nokph}\n")
    n.t("Patient signature: %s\n" % n.ch(["signed", "declined to sign", "signed (electronic)"]))
    n.w(sign(n, 0))
    if n.coin(0.5):
        n.w(sign(n, 1, reg=False))

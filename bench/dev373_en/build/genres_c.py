"""Genres: feed supplier delivery registration, complication telephone call log, pump and equipment loan record."""
from common import hdr, demo, sign, audit, addr_lines

PRODUCTS = {
    "UK": ["ENFit giving set (pump) x30 (PIP 401-7723)", "60 mL ENFit syringes x100 (PIP 358-0914)", "Extension set 12\" ENFit x5", "Drain dressings 5x5 cm x20", "Spare balloon tube {tube:b} x1 (REF 0120-14)"],
    "US": ["HCPCS B4150 enteral formula, category I", "HCPCS B4035 pump-fed supply kit x30", "HCPCS B9002 enteral pump (rental)", "HCPCS E0776 IV pole", "60 mL ENFit syringes x60"],
}
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]


def supplier_reg(n):
    r, c = n.r, n.c
    n.w("{sup}\n<<Home Enteral Nutrition - New Patient Registration|HOMECARE REGISTRATION FORM (ENTERAL)|Patient Registration & Delivery Set-up>>\n")
    n.w("Registration no.: {idn:order}    Customer account: {cust}    Date: {d:0}\n")
    n.w("Referred by: {diet:sig}, {hosp}  ({email:diet})\n\n")
    n.w("1. PATIENT\n   Title: {title}   First name: {pt:f}   Surname: {pt:l}\n   DOB: {dob}   ")
    if c in ("UK", "AU", "NZ", "IE") and r.random() < 0.7:
        n.w("{natlab}: {natid}   ")
    n.w("Hospital no.: {mrn}\n")
    if c in ("US", "CA", "IE") and r.random() < 0.6:
        n.w("   " + {"US": "SSN", "CA": "SIN", "IE": "PPSN"}[c] + ": {ssn}\n")
    if c == "US":
        n.w("   Payer: {ins}   Member ID: {hp}   Group no. {grp}\n   <<Medicare Part B|Medicaid|Commercial>> - DME benefit verified<<, auth {idn:auth}|>>\n")
    elif c == "AU":
        n.w("   Medicare no.: {hp}<<   DVA: {hp:dva}|>>\n")
    elif c == "CA":
        n.w("   {hclab} no.: {hp}\n")
    elif r.random() < 0.3:
        n.w("   Private insurer: {ins}, policy {hp:priv}\n")
    n.w("\n2. DELIVERY ADDRESS\n")
    for line in addr_lines(n):
        n.b.t("   ")
        n.emit_pieces(line)
        n.b.t("\n")
    n.w("   Home tel: {ph:home}   Mobile: {ph:mpt}\n")
    if r.random() < 0.4:
        n.w("   Email: {email:pt}\n")
    n.w("   Delivery notes: <<ring bell, wait - patient slow to answer|if no answer leave with neighbour {fam2:full} next door|store boxes in garage, not in sun|lift out of order; 3rd floor>>\n")
    n.w("   Preferred delivery day: {wday}   First delivery: {d:%d,%s}\n" % (r.randint(2, 9), r.choice([n.dstyle, "wlong", "med"])))
    if r.random() < 0.3:
        n.w("   Note: double delivery before {hol} (depot closed).\n")
    n.w("\n3. ALTERNATIVE CONTACT\n   {fam:full} ({rel})  {ph:mfam}<<  {email:fam}|>>\n")
    n.w("\n4. PRESCRIBER\n   {gp:sigd}\n   {gpp}, {city}\n   Tel {ph:gp}  Fax {fax:gp}\n")
    if c == "US":
        n.w("   NPI {lic:npi}<<   DEA {lic:dea}|>>\n")
    elif r.random() < 0.5:
        n.w("   {liclab:gp} {lic:gp}\n")
    n.w("   Prescription ref {idn:rx}\n")
    n.w("\n5. PRODUCTS (28-day supply)\n")
    n.w("   {feed}  <<1000 mL packs x28|500 mL bottles x56|bolus 200 mL x140>>\n")
    for prod in PRODUCTS["US" if c == "US" else "UK"][:r.randint(2, 5)]:
        n.w("   " + prod + "\n")
    n.w("   Pump: {pump}, serial {sn:pump}\n")
    if r.random() < 0.65:
        n.w("\n6. ROUTING\n   Route <<R12|N04|W7|S21>> / van {veh} / driver {drv:full}\n")
    n.w("\n7. CONSENT\n   Patient/carer consents to sharing of details with the referring team.\n")
    if r.random() < 0.5:
        n.w("   Signed on handheld; biometric signature ref {bio:sig}\n")
    else:
        n.w("   Signed by {fam:full} on behalf of patient, {d:0}\n")
    n.w("\nOnline ordering account created: user {user:pt}, {url:sup}\n")
    n.w("\nRegistered by {csa:full}, Customer Services ({ph:sup})\n")
    audit(n, "csa", 0, p_ip=0.35)


PROBLEMS = [
    ("tube fell out", "Tube out {n:1-3} h ago. Advised cover stoma with clean dressing, bring tube/spare, attend ED at {hosp,short} now - tract can close within hours."),
    ("tube blocked", "Blocked since <<evening feed|morning meds>>. Advised warm water 50 mL push-pull with 60 mL syringe; no cola or juice. Cleared on 2nd attempt."),
    ("leak around stoma", "Leak + sore skin. Balloon water checked by {rel}: 2 mL (should be 5). Refilled 5 mL; NNS review {d:1,wd}."),
    ("pain on feeding", "Day {n:1-3} post insertion, pain on feeding and on flushing. STOP FEED - risk of peritonitis. Advised ED now; ED at {hosp,short} informed."),
    ("site red", "Redness 2 cm, warm, small pus. DN to swab {d:1,wd}; {gp_t} to consider antibiotics."),
    ("vomiting", "Vomited x2 during overnight feed. Advised stop feed, 30 degree head-up, restart at 50 mL/h if settled; dietitian to review."),
    ("pump alarm", "{pump} showing 'no flow in'. Talked through re-priming; set replaced. Pump serial {sn:pump} - swap arranged with {sup}."),
    ("diarrhoea", "Loose stools x5/day for 3 days, Bristol 7. Advised stool sample; reduce rate to 60 mL/h; check no new antibiotics."),
]


def call_log(n):
    r = n.r
    n.w("<<Enteral Feeding Helpline|Nutrition Nurse Advice Line|Gastrostomy Out-of-Hours Line>> - <<Call Log|Telephone Record>>\n{hosp}<< / {sup}|>>\n\n")
    demo(n, r.choice([1, 4, 0]))
    n.w("Device: {tube}, inserted {d:-%d}\n" % r.randint(2, 700))
    calls = r.randint(2, 4)
    off = -r.randint(0, 3) * 7
    for i in range(calls):
        prob, advice = r.choice(PROBLEMS)
        n.w("\n--- Call %d ---\nRef: {idn:call%d}   Date: {d:%d}   Time: <<21:14|02:37|07:55|18:20|13:48|23:05>>\n" % (i + 1, i, off))
        caller = r.choice(["{fam:full} ({rel})", "{pt:full} (patient)", "{cn:full}, DN", "{carer:full}, carer", "nurse {rn:full} at {chome}"])
        n.w("Caller: " + caller.replace("DN", "{nurse_t}") + " on <<{ph:mfam}|{ph:home}|{ph:mcall%d}>>\n" % i)
        n.w("ID check: <<DOB and address confirmed|name + DOB confirmed|voice biometric match ({bio:voice})|DOB confirmed>>\n")
        n.w("Problem: " + prob + "\nAdvice: " + advice + "\n")
        n.w("Outcome: <<resolved on phone|attended ED|DN visit booked|clinic {d:%d} |escalated to {reg:dr}, bleep {bleep}>>\n" % (off + r.randint(1, 4)))
        n.w("Taken by: {%s:il}%s\n" % (r.choice(["nns", "hcn", "rn"]), r.choice(["", " ({user:nns})", ""])))
        off += r.randint(2, 40)
    n.w("\nSafety-net given each call: if unwell/bleeding/severe pain call {hn}.\n")
    if r.random() < 0.4:
        n.w("Incident form submitted (<<unplanned tube removal|repeat blockage>>) ref {idn:inc}\n")
    audit(n, "nns", off, p_ip=0.3)


def pump_loan(n):
    r, c = n.r, n.c
    n.w(r.choice(["ENTERAL FEEDING PUMP AND EQUIPMENT LOAN AGREEMENT\n", "Equipment Loan Record - Enteral Feeding\n", "Pump Issue / Return Form\n"]))
    n.w("<<Issued by|Loaning service>>: <<{hosp} Nutrition Support Team|{sup}|{hosp,short} Medical Equipment Library>>\nLoan ref: {idn:loan}   Issue date: {d:0}\n\n")
    demo(n, r.choice([0, 1, 5]))
    n.w("\nEQUIPMENT\n  Pump: {pump}  S/N {sn:pump}  Asset {sn:asset}\n  Drip stand: asset {sn:asset2}\n  <<Backpack (ambulatory)|Carry bag|Backpack + holder>>, mains charger, 1 x giving set\n")
    n.w("  Last service: {d:-%d,my}; next PAT/service due {d:%d,my}\n" % (r.randint(20, 300), r.randint(60, 360)))
    n.w("\nTRAINING (tick)\n  [x] load set and prime   [x] set rate/volume   [x] alarms: occlusion, empty, low battery\n  [x] cleaning   [x] what to do if the pump fails: call {ph:sup}\n")
    n.w("  Trained: {fam:full} ({rel})<< and {pt:f}|>> by {%s:full} on {d:0}\n" % r.choice(["nns", "hcn", "diet"]))
    n.w("\nAGREEMENT\nEquipment remains the property of <<{hosp,short}|{sup}>> and must be returned when no longer needed. Report faults to {ph:xnns}.\n")
    if c == "US":
        n.w("B9002 pump rental billed to {ins}, member {hp}<<; SSN on file {ssn}|>>.\n")
    k = r.random()
    if k < 0.4:
        n.w("Signature: {fam:full}, biometric <<signature|fingerprint>> ID <<{bio:sig}|{bio:fp}>>\n")
    else:
        n.w("Signature: <<{fam:full}|{pt:full}>>   Date: {d:0}\n")
    if r.random() < 0.7:
        n.w("\nRETURN\n  <<Collected|Returned>> {d:%d} by courier {drv:full}, vehicle {veh}; condition <<good|cleaned, set missing|alarm fault>>.\n" % r.randint(30, 400))
        n.w("  Reason: <<oral intake adequate, tube removed|patient deceased|pump upgrade|moved to {abroad}>>.\n")
    n.w("\nIssuing clinician: {%s:sig}\n" % r.choice(["nns", "hcn"]))
    audit(n, "nns", 0)

"""Genre 8: emergency medical services run reports and interfacility transfer forms."""
from common import *

CALLS = [("chest pain", "STEMI alert", "Pt c/o substernal pressure radiating to L arm x 40 min, diaphoretic. 12-lead: 2-3 mm STE II, III, aVF.",
          "ASA 324 mg PO chewed, NTG 0.4 mg SL x2 (held 3rd for SBP 96), IV 18g L AC, 12-lead transmitted to receiving"),
         ("fall", "ground-level fall", "Pt found on floor of bathroom by family, unknown down time ~2 h, c/o R hip pain, R leg shortened and externally rotated.",
          "Pelvic binder not indicated, splinted with pillows, fentanyl 50 mcg IN, c-spine cleared per protocol"),
         ("MVC", "motor vehicle collision", "Restrained driver, moderate front-end damage, +airbag deployment, self-extricated, ambulatory at scene, c/o neck and chest wall pain.",
          "C-collar applied, KED not required, IV NS TKO, cardiac monitor"),
         ("difficulty breathing", "COPD exacerbation", "Pt tripoding with pursed-lip breathing, speaking 2-3 word sentences, diffuse wheezes, SpO2 84% RA.",
          "DuoNeb x2, CPAP 7.5 cmH2O, methylprednisolone 125 mg IV, magnesium 2 g IV"),
         ("unresponsive", "hypoglycemia", "Found by spouse unresponsive in bed, snoring respirations, known IDDM. BGL 31 mg/dL.",
          "D10 250 mL IV, pt awoke GCS 15, ate a sandwich; refused transport initially then agreed"),
         ("overdose", "suspected opioid OD", "Pt found apneic in vehicle in parking lot, pinpoint pupils, cyanotic.",
          "BVM ventilation, naloxone 2 mg IN then 1 mg IV with return of spontaneous respirations"),
         ("stroke", "stroke alert", "Sudden onset R facial droop, R arm drift and aphasia, LKW 0845 per coworker. Cincinnati 3/3, BE-FAST +. BGL 134.",
          "Stroke alert called to receiving, IV 18g R AC, elevated HOB 30 degrees"),
         ("seizure", "seizure", "Witnessed generalized tonic-clonic seizure ~3 min per bystander, postictal on arrival, tongue laceration, incontinent of urine.",
          "Midazolam not required, O2 NRB, BGL 112, position of comfort"),
         ("cardiac arrest", "cardiac arrest", "Bystander CPR in progress on arrival, initial rhythm VF. Shocked x3, epinephrine 1 mg IV x3, amiodarone 300 mg. ROSC after 14 min.",
          "i-gel airway, ETCO2 38 post-ROSC, 12-lead post-ROSC, norepinephrine drip")]


def setup():
    c = base_ctx(16, 97)
    c["agency"] = ch(["%s Fire Rescue" % ch(TOWNS), "%s Ambulance Service" % ch(TOWNS), "%s County EMS" % ch(["Tamsin", "Orrick", "Calder", "Harlow", "Pruett"]),
                      "Tri-County EMS", "%s Volunteer Rescue Squad" % ch(TOWNS), "%s Regional Ambulance" % ch(TOWNS), "LifeStar Critical Care Transport"])
    c["medic"] = staff("ems")
    c["emt"] = staff("ems")
    c["user"] = c["medic"].user()
    c["dest"] = hospital()
    c["call"] = ch(CALLS)
    return c


def times(d):
    h = ri(0, 22)
    m = ri(0, 20)
    lab = ["PSAP", "Dispatched", "En route", "On scene", "Pt contact", "Depart scene", "At destination", "Transfer of care", "In service"]
    out = []
    for L in lab:
        m += ri(1, 9)
        out.append("%s %02d:%02d" % (L, (h + m // 60) % 24, m % 60))
    d.w("TIMES: " + " | ".join(out) + "\n")


def run_report(d, c):
    pt = c["pt"]
    cc, imp, narr, tx = c["call"]
    inc = days(c["date"], 0)
    loc = Addr(0.2)
    d.w("{ag}\nPATIENT CARE REPORT\n\n", ag=(c["agency"], "ORGANIZATION"))
    d.w("Incident #: {inc}    PCR #: {pcr}    Date: {dt}\nUnit: %s    Response: %s    Shift: %s\n" % (
        ch(["Medic", "Rescue", "Ambulance", "Squad"]) + " " + ch(["A", "B", "C"]) if False else ch(["ALS", "BLS", "ALS intercept"]),
        ch(["Emergent (lights/sirens)", "Non-emergent"]), ch(["A", "B", "C"])),
        inc=("%d-%s" % (inc.year, digits(6)), "IDNUM"), pcr=(digits(9), "IDNUM"), dt=D(inc, ch(["us", "iso", "us_s"])))
    d.w("Crew: {m} ({cr1}, lic {l1}); {e} ({cr2}, lic {l2})\n", m=c["medic"].full(), cr1=c["medic"].cred, l1=("P" + digits(6), "LICENSE"),
        e=c["emt"].full(), cr2=c["emt"].cred, l2=(ch(["E", "B", "EMT-"]) + digits(6), "LICENSE"))
    times(d)
    d.w("\nINCIDENT LOCATION: {st}, {city}, {s} {z} (%s)\n" % ch(["private residence", "street/highway", "parking lot of {biz}", "nursing home", "workplace ({biz})", "public park"]),
        st=(loc.street, "STREET"), city=(loc.city, "CITY"), s=loc.st(), z=(loc.zip, "ZIP"), biz=(employer(), "ORGANIZATION"))
    d.w("\nPATIENT: {n}    Sex: {s}    DOB: {dob}    Age: {a} Years\nHome address: {ad}\nPhone: {p}   DL: {dl} ({st})\nWeight: %d kg    Race: %s\nInsurance: {ins}  Member ID {hp}   SSN: {ss}\n" % (
        ri(45, 160), ch(["White", "Black or African American", "Hispanic or Latino", "Asian", "American Indian or Alaska Native", "Unknown"])),
        n=pt.LF(), s=sexw(pt, 0).capitalize(), dob=D(c["dob"], "us"), a=(str(c["age"]), "AGE"), ad=c["addr"].line(), p=c["phone"], dl=dl(),
        st=c["addr"].st(), ins=(ch(INSURERS), "ORGANIZATION"), hp=healthplan(), ss=ssn())
    d.w("\nCHIEF COMPLAINT: %s\nPRIMARY IMPRESSION: %s\n\n" % (cc, imp))
    style = ch(["CHART", "SOAP", "free"])
    fam, rel = relative(pt, ch(["wife", "husband", "daughter", "son", "mother", "roommate" if False else "sister"]))
    if style == "CHART":
        d.w("C: Dispatched to above address for %s. Arrived to find {n}, a {a} {s}, %s.\n" % (cc, ch(["sitting on couch", "lying supine", "seated in driver's seat", "standing with bystanders"])),
            n=[title(pt), pt.l()], a=age_phrase(c["age"], ch(["yo", "y/o", "yo2"])), s=sexw(pt, 1))
        d.w("H: " + narr + " PMH per {rel} {f}: %s. Meds: see list. NKDA.\n" % ch(["HTN, DM, CAD s/p stent", "COPD, CHF", "seizure disorder", "none known", "dementia, afib"]),
            rel=rel, f=fam.f())
        d.w("A: GCS %d, skin %s, pupils %s, lungs %s.\n" % (ri(3, 15), ch(["pale/diaphoretic", "warm/dry", "cyanotic"]), ch(["PERRL", "pinpoint", "R sluggish"]),
                                                           ch(["clear", "wheezes", "rhonchi", "diminished"])))
        d.w("R: " + tx + ".\n")
        d.w("T: Transported %s to {h}; report given to {rn}, RN in %s. Pt's belongings (wallet, phone) given to {f}.\n" % (
            ch(["emergent", "non-emergent"]), ch(["trauma bay 2", "room {rm}", "resus {rm}"])), h=(c["dest"], "HOSPITAL"),
            rn=Person("DOCTOR", kind="rn").full(), rm=(str(ri(1, 40)), "LOCATION_OTHER"), f=fam.full())
    elif style == "SOAP":
        d.w("S: %s {rel} {f} states pt was %s.\n" % (narr, ch(["fine at dinner", "complaining of indigestion all day", "found this way on return from work"])),
            rel=rel.capitalize(), f=fam.full())
        d.w("O: " + vitals_line() + " GCS %d. BGL %d.\nA: %s\nP: %s. Transport to {h}.\n" % (ri(3, 15), ri(30, 380), imp, tx), h=(c["dest"], "HOSPITAL"))
    else:
        d.lc = True
        d.w("narrative: unit responded to {st} for %s. on arrival pt {n} %s. %s tx: %s. pt tx'd to {h} w/o incident, care to ed rn {rn}.\n" % (
            cc, ch(["aox4", "aox2", "unresponsive"]), narr, tx), st=(loc.street, "STREET"), n=pt.full(), h=(c["dest"], "HOSPITAL"),
            rn=Person("DOCTOR", kind="rn").l())
        d.lc = False
    if cc == "MVC":
        d.w("Vehicle: %s, plate {pl} ({st}), VIN {vin}. Police: {pd} officer {of}, report # {rp}.\n" % ch(["2014 sedan", "2019 pickup", "2008 minivan", "2021 SUV"]),
            pl=plate(), st=(ch(STATES)[1], "STATE"), vin=vin(), pd=("%s Police Department" % ch(TOWNS), "ORGANIZATION"), of=Person("FAMILY").l(),
            rp=("%s-%s" % (c["date"].year % 100, digits(6)), "IDNUM"))
    elif cc == "overdose" and rb(0.7):
        d.w("Vehicle registered to pt, plate {pl}. Law enforcement on scene ({pd}).\n", pl=plate(), pd=("%s Sheriff's Office" % ch(["Tamsin County", "Orrick County", "Calder County"]), "ORGANIZATION"))
    d.w("\nVITALS\nTime   BP       HR   RR  SpO2  EtCO2  GCS  Pain\n")
    for _ in range(ri(2, 4)):
        d.w("%02d:%02d  %3d/%-3d  %3d  %2d  %3d%%  %4d   %2d   %d\n" % (ri(0, 23), ri(0, 59), ri(70, 190), ri(40, 110), ri(40, 150), ri(8, 36),
                                                                 ri(82, 100), ri(18, 55), ri(3, 15), ri(0, 10)))
    d.w("\nMonitor: %s, serial {sn}. ECG strips attached.\n" % ch(["LIFEPAK 15", "ZOLL X Series", "Corpuls3"]), sn=devsn())
    if rb(0.4):
        d.w("Patient identity confirmed by fingerprint scan, ID {b}.\n", b=bioid())
    d.w("\nSIGNATURES\nPatient/representative: {r} ({rel}) signed at {tm} - pt unable to sign due to condition.\nReceiving RN: {rn}\nLead provider: {m}, {cr}  Cert # {lic}\n",
        r=fam.full(), rel=rel, tm=tod(), rn=Person("DOCTOR", kind="rn").full(), m=c["medic"].full(), cr=c["medic"].cred, lic=("NR" + digits(7), "LICENSE"))
    d.w("Billing: {ag} ({bp}), account {ac}\n", ag=(c["agency"], "ORGANIZATION"), bp=PH(c["pst"]), ac=acct())
    if rb(0.6):
        d.w("Exported to hospital HIE by {u} from tablet {ip} at {tm} on {dt}.\n", u=c["user"], ip=ip(), tm=tod(), dt=D(c["date"], ch(["iso", "compact"])))


def transfer(d, c):
    pt = c["pt"]
    send = hospital()
    recv = hospital()
    sdoc = Person("DOCTOR")
    adoc = Person("DOCTOR")
    d.w("INTERFACILITY TRANSFER FORM / EMTALA CERTIFICATION\n\n")
    d.w("Sending facility: {s}   Unit: %s   Room {rm}\nSending physician: {sd}, MD   Phone {sp}\nReceiving facility: {r}   Unit: %s   Bed {bd}\nAccepting physician: {ad}, {cr}   Accepted on {dt} at {tm}\nTransferring agency: {ag}   Level: %s\n\n" % (
        ch(["ED", "ICU", "Med-Surg", "Step-down"]), ch(["CVICU", "Neuro ICU", "Cath lab", "Trauma ICU", "Burn unit", "PICU"]),
        ch(["ALS", "CCT", "BLS", "CCT with RN"])),
        s=(send, "HOSPITAL"), rm=(str(ri(1, 48)) + ch(["", "A", "B"]), "LOCATION_OTHER"), sd=sdoc.full(), sp=PH(c["pst"], 0.5),
        r=(recv, "HOSPITAL"), bd=(str(ri(1, 30)), "LOCATION_OTHER"), ad=adoc.full(), cr=ch(["MD", "DO"]), dt=D(c["date"], ch(["us", "iso", "us2"])),
        tm=tod(), ag=(c["agency"], "ORGANIZATION"))
    d.w("Patient: {n}   DOB {dob}   Age {a}   MRN (sending) {mrn}   Encounter {acct}\nAddress: {ad}\nNext of kin: {nk} ({rel})  {np}\n\n",
        n=pt.full(), dob=D(c["dob"], "us"), a=(str(c["age"]), "AGE"), mrn=c["mrn"], acct=c["acct"], ad=c["addr"].line(),
        nk=relative(pt)[0].full(), rel=ch(["spouse", "daughter", "son", "mother", "brother"]), np=PH(c["pst"]))
    reason = ch(["Higher level of care: need for interventional cardiology not available at sending facility",
                 "Neurosurgical evaluation for subdural hematoma", "Pediatric ICU bed not available",
                 "Trauma: splenic laceration grade III, requires trauma surgery", "ECMO evaluation", "Thrombectomy candidate, LVO on CTA"])
    d.w("REASON FOR TRANSFER: %s.\nDIAGNOSIS: %s\n\n" % (reason, c["call"][1]))
    d.w("CLINICAL SUMMARY: {a} {s} presented to {s2} ED on {dt} with %s. %s Last vitals " % (c["call"][0], c["call"][2]),
        a=age_phrase(c["age"], ch(["yo", "y/o", "-year-old"])), s=sexw(pt, 1), s2=(send, "HOSPITAL"), dt=D(days(c["date"], -ri(0, 1)), ch(["md", "us"])))
    d.w(vitals_line() + ".\nLines/tubes: %s. Drips: %s. Isolation: %s.\n" % (ch(["PIV x2", "R IJ CVC, art line", "PIV, Foley", "IO L tibia, PIV"]),
                                                                             ch(["none", "heparin 18 units/kg/h", "norepinephrine 8 mcg/min", "nicardipine 5 mg/h", "propofol 30 mcg/kg/min"]),
                                                                             ch(["none", "contact (MRSA)", "droplet", "airborne"])))
    d.w("Labs/imaging sent: CD with CT images (accession {acc}), copies of labs, MAR, face sheet.\n", acc=accession())
    d.w("\nCERTIFICATION: Based on the information available at the time of transfer, the medical benefits reasonably expected from appropriate treatment at the receiving facility outweigh the increased risks of transfer.\nPhysician: {sd}, MD  {dt} {tm}\n",
        sd=sdoc.full(), dt=D(c["date"], "us"), tm=tod())
    if rb(0.5):
        d.w("Patient consent: signed by patient {who}. ", who=pt.full())
    else:
        d.w("Patient consent: signed by health care proxy {who} ({rel}). ", who=Person("FAMILY").full(), rel=ch(["spouse", "daughter", "son", "parent"]))
    d.w("Family notified by {rn}, RN at {tm}.\n", rn=Person("DOCTOR", kind="rn").full(), tm=tod())
    d.w("Report called to receiving RN {rr} at {rp}; fax face sheet to {rf}.\n", rr=Person("DOCTOR", kind="rn").full(), rp=PH(c["pst"], 0.6),
        rf=FX(c["pst"]))
    d.w("\nTRANSPORT CREW: {m}, {cr} ({l1}); {e}, {cr2} ({l2})\n", m=c["medic"].full(), cr=c["medic"].cred, l1=("P" + digits(6), "LICENSE"),
        e=c["emt"].full(), cr2=c["emt"].cred, l2=(ch(["E", "B", "RN"]) + digits(6), "LICENSE"))
    times(d)
    d.w("En route: %s. Arrived at {r} without incident; care transferred to {rn}.\n" % ch(["patient stable, no changes", "one episode of hypotension treated with 250 mL bolus",
                                                                                         "pain controlled with fentanyl 50 mcg IV", "drips titrated per protocol"]),
        r=(recv, "HOSPITAL"), rn=Person("DOCTOR", kind="rn").full())
    d.w("Ambulance: unit plate {pl}; transport ventilator SN {sn}.\n", pl=plate(), sn=devsn())


def gen(d):
    c = setup()
    d.ctx = c
    if rb(0.12):
        d.typo = 0.02
    if rb(0.6):
        run_report(d, c)
    else:
        transfer(d, c)
    if rb(0.4):
        esign(d, c, c["medic"], npi_p=0.0)
    if rb(0.3):
        audit(d, c)
    return "ems"

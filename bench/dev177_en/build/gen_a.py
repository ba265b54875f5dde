"""Genres: ambulance patient care record, transfer centre call log, interfacility transfer request, dispatch job sheet."""
import clin as C
import pools as P
from bits import (ALLERGY, age_pieces, crew, doc, fax, minutes, nurse, obs_line, obs_table, pmh_date, pt_phone, scen, sign,
                  tx_lines, typo)
from core import times


def pcr(n):
    v = n.v
    s = scen(n)
    us = n.c == "US"
    ts = times(n.r, 8)
    if us:
        n.x(n.ch(["PREHOSPITAL CARE REPORT (ePCR)\n", "EMS PATIENT CARE REPORT\n", "{torg} - Patient Care Report\n"]))
        n.x("Incident #: {inc}   PCR #: {pcr}   DOS: {evd}\n")
        n.x("Unit: {cs}   Crew: ")
        n.w(crew(n, 0, "full"))
        n.x(" (lic {s0reg}), ")
        n.w(crew(n, 1, "full"))
        n.x(" (lic {s1reg})\n")
    else:
        n.t(n.ch(["AMBULANCE PATIENT CARE RECORD\n", "PATIENT CARE RECORD - ePCR\n", "VACIS / ePCR EXPORT\n",
                  "Patient Care Record (PCR)\n"]))
        n.x("Case No: {inc}   PCR: {pcr}\nDate: {evd}   Resource: {cs}\n")
        n.t("Crew: ")
        n.w(crew(n, 0, "full"))
        n.x(" ({s0reg}) / ")
        n.w(crew(n, 1, "full"))
        n.x(" ({s1reg})\n")
    if n.coin(0.35):
        n.x("Vehicle {rl} {rego}  fleet {fleet}\n")
    n.t("\n-- PATIENT --\n")
    n.x("Name: {pany}    DOB: {dob}    Age: {age}    Sex: {sx}\n")
    n.x("Address: {addr}\n")
    n.x("Phone: ")
    n.w(pt_phone(n))
    n.t("\n")
    if us:
        n.x("MRN: {mrn}   Insurance: {ins}  Member ID {hp}\n")
        if n.coin(0.5):
            n.x("SSN: {ssn}\n")
    else:
        n.x("{mrnlab}: {mrn}")
        if n.c == "AU":
            n.x("   Medicare: {hp}")
        n.t("\n")
    if n.coin(0.6):
        n.x("NOK: {nokfull} ({rel}) {nokph}\n")
    if v["_adult"] and n.coin(0.45):
        n.x("Occupation: {prof}\n")
    n.t("\n")
    n.t("Case nature: %s\n" % s["cc"])
    lab = ["Call rec", "Dispatched", "Mobile", "At scene", "At patient", "Depart scene", "At destination", "Clear"]
    n.t("Times: " + " / ".join("%s %s" % (a, b) for a, b in zip(lab, ts)) + "\n\n")
    n.t(n.ch(["HISTORY:\n", "Hx / Presenting complaint:\n", "NARRATIVE (CHART)\nC: "]))
    n.x("Called to pt at ")
    if s["k"] in ("nof", "sepsis") and n.coin(0.5):
        n.x("{home}, room {rm}. ", rm=(str(n.r.randint(1, 60)) + n.ch(["", "A", "B"]), "LOCATION_OTHER"))
    elif s["k"] in ("mva", "fallht", "burn") and n.coin(0.6):
        n.x("{street}, {city}. ")
    else:
        n.t("home address. ")
    n.x("Pt ")
    n.w(age_pieces(n))
    n.t(". " + typo(n, s["hx"]) + ". ")
    if s["k"] == "mva":
        n.x("Pt driver of {car} {rl} {pl2}. ", car=n.ch(["silver Mazda 3", "white Hilux ute", "red Corolla", "grey F-150", "blue Outlander"]),
            pl2=(n.plate(), "VEHICLE"))
    if v["_adult"] and (s["k"] in ("fallht", "burn", "mva") or n.coin(0.2)):
        n.x("Works as a {prof} at {org}. ")
    if n.coin(0.6):
        n.x(n.ch(["Hx from {rel} {nok} on scene. ", "Collateral from {rel} {nok}. "]))
    n.t("\n")
    n.t("O/E: " + s["find"] + ".\n")
    n.t("\nOBS:\n")
    ts2 = obs_table(n, sick=s["sick"], start=minutes(ts[4]))
    n.t("\nMANAGEMENT:\n")
    tx_lines(n, s, ts2)
    n.t("\nAllergies: %s\nPMHx: %s" % (n.ch(ALLERGY), s["bg"]))
    if n.coin(0.45):
        n.t("; ")
        n.w(pmh_date(n))
    n.t("\nMeds: %s\n" % s["meds"])
    if s["k"] in ("cp", "arrest", "sob") and n.coin(0.4):
        n.x("12-lead transmitted to {h1} via gateway {ip} at %s\n" % ts[4])
    n.t("\nDISPOSITION: ")
    if s["k"] == "od" and n.coin(0.3):
        n.t("transported under police escort to ")
    else:
        n.t(n.ch(["Transported to ", "Tx to ", "Conveyed code 1 to ", "Transported lights/sirens to "]))
    n.x("{h1} ED. Pre-notified %s. Handed over to " % ts[5])
    n.w(nurse(n, 2))
    n.x(" in {bed}. Triage cat %d.\n" % n.r.randint(1, 4), bed=n.ch([["Resus ", (str(n.r.randint(1, 4)), "LOCATION_OTHER")],
                                                                    ["bay ", (str(n.r.randint(1, 30)), "LOCATION_OTHER")],
                                                                    ["cubicle ", (str(n.r.randint(1, 20)), "LOCATION_OTHER")]]))
    if n.coin(0.3):
        n.x("Pt's {rel} {nok} followed in private car, contact {nokph}.\n")
    n.t("\n")
    n.w(sign(n, 0))
    if n.coin(0.5):
        n.w(sign(n, 1, reg=False))


SPEC = [("STEMI", "cardiology"), ("SAH", "neurosurg"), ("head injury", "neurosurg"), ("NOF", "ortho"),
        ("septic", "ICU"), ("DKA", "ICU"), ("splenic", "gen surg"), ("AAA", "vascular"), ("psych", "psych"),
        ("burns", "burns"), ("preterm", "obstetric")]


def tclog(n):
    v = n.v
    s = n.v["_ift"]
    ts = times(n.r, 11, colon=n.coin(0.5))
    title = {"US": ["TRANSFER CENTER CALL LOG", "Regional Transfer Center - Case Log"],
             "AU": ["Patient Flow Unit - Transfer Call Log", "STATEWIDE TRANSFER CENTRE - CALL LOG"],
             "NZ": ["Regional Transfer Coordination - Call Log", "INTER-HOSPITAL TRANSFER DESK LOG"]}[n.c]
    n.t(n.ch(title) + "\n")
    n.x("Case: {tc}    Date: {evd}\nCoordinator: {s3} (login {s3u})\n", tc=(n.caseno("tc"), "IDNUM"))
    n.t("=" * 54 + "\n")
    i = 0
    unit = n.ch(["ED", "ICU", "ED", "theatre recovery", "HDU"])
    n.x("%s IN   Call from " % ts[i])
    n.w(doc(n, 4))
    n.x(", %s {h1} (ph {ph1}) re {pLF}, {age}{sx}, {mrnlab} {mrn}.\n" % unit, ph1=(n.phone("land", ext=n.coin(0.4)), "PHONE"))
    n.t("        Dx: %s. Req level: %s.\n" % (s[0], s[1]))
    i += 1
    if n.coin(0.5):
        n.x("%s OUT  Called {h3} bed mgr " % ts[i])
        n.w(crew(n, 6, "full"))
        n.t(" - " + n.ch(["no ICU bed, declined", "on bypass", "no neurosurg cover tonight", "full, try again 0600"]) + ".\n")
        i += 1
    spec = "medical"
    for key, sp in SPEC:
        if key in s[0]:
            spec = sp
            break
    n.x("%s OUT  Paged %s reg " % (ts[i], spec))
    n.w(doc(n, 5))
    n.x(" @ {h2}, pgr {pg}.\n", pg=(n.phone(n.ch(["land", "mob"])), "PHONE"))
    i += 1
    n.x("%s IN   " % ts[i])
    n.w(doc(n, 5))
    n.x(" returned call. %s Accepted to {bedw}.\n" % n.ch(["Discussed w/ consultant.", "Reviewed imaging on PACS.", ""]),
        bedw=n.ch([[v["ward"]], ["ICU bed ", (str(n.r.randint(1, 24)), "LOCATION_OTHER")],
                   ["CCU bed ", (str(n.r.randint(1, 12)), "LOCATION_OTHER")],
                   [v["ward"], " bed ", (str(n.r.randint(1, 32)), "LOCATION_OTHER")]]))
    i += 1
    n.x("%s OUT  Transport booked with {torg}, %s, ref {inc}. ETA to {h1} %d min.\n" % (ts[i], s[1], n.r.randint(15, 90)))
    i += 1
    if n.coin(0.4):
        n.x("%s OUT  Faxed transfer summary + imaging req to {h2} fax {fx}.\n" % ts[i], fx=fax(n))
        i += 1
    n.x("%s OUT  Update to referring " % ts[i])
    n.w(doc(n, 4))
    n.t(". Notes: " + "; ".join(s[2]) + ".\n")
    i += 1
    if n.coin(0.55):
        n.x("%s IN   {rel} {nok} called asking where pt going - advised {h2}, cb {nokph}.\n" % ts[i])
        i += 1
    if i < len(ts):
        n.x("%s NOTE Pt departed {h1}.\n" % ts[i])
        i += 1
    if i < len(ts):
        n.x("%s NOTE Arrived {h2}. Case closed.\n" % ts[i])
    n.t("=" * 54 + "\n")
    if n.coin(0.5):
        n.x("Outcome: transfer completed. Total time referral to acceptance %d min.\n" % n.r.randint(12, 140))
    if n.coin(0.4):
        n.x("Portal ref: {u}\n", u=(n.url("case/" + n.d(6)), "URL"))
    n.x(n.ch(["Entered by {s3u}\n", "-- {s3f}, TC coordinator\n", "Coordinator: {s3} ph {ex}\n"]),
        ex=(n.phone("land", ext=True), "PHONE"))


def iftreq(n):
    v = n.v
    us = n.c == "US"
    s = n.v["_ift"]
    n.t(n.ch(["INTERFACILITY TRANSFER REQUEST\n", "Inter-Hospital Transfer Request Form\n",
              "IFT REQUEST - ALS/CCT\n", "Request for Interhospital Transfer\n"]))
    n.x("Request ID: {rid}    Date: {evd}    Time: %s\n\n" % times(n.r, 1)[0], rid=(n.caseno("tc"), "IDNUM"))
    n.t("REFERRING FACILITY\n")
    n.x("Facility: {h1}, {city}")
    if n.c != "NZ":
        n.x(n.ch([" {state}", ", {statefull}"]))
    n.t("\n")
    n.x("Dept/Unit: {u}\n", u=n.ch(["Maternity", "Birth Suite"] if s[0].startswith("preterm") else ["ED", "ICU", v["ward"], "ED", "Theatre"]))
    n.t("Referring clinician: ")
    n.w(doc(n, 4))
    n.x("\nPh: {ph}   Fax: {fx}\nEmail: {em}\n", ph=(n.phone("land", ext=n.coin(0.3)), "PHONE"), fx=fax(n), em=v["s4em"])
    n.t("\nPATIENT DETAILS\n")
    if n.coin(0.5):
        n.x("Surname: {pl}   Given: {pf}\n")
    else:
        n.x("Name: {pany}\n")
    n.x("DOB: {dob}   Age: {age}   Sex: {sx}   Wt: %d kg\n" % n.r.randint(9, 140))
    n.x("{mrnlab}: {mrn}")
    if us:
        n.x("   Payer: {ins}  ID {hp}  Grp {grp}\n", grp=(n.group(), "HEALTHPLAN"))
        if n.coin(0.35):
            n.x("SSN: {ssn}\n")
    elif n.c == "AU":
        n.x("   Medicare: {hp}\n")
    else:
        n.t("\n")
    if n.coin(0.5):
        n.x("Home: {addr}\n")
    n.t("\nCLINICAL\n")
    n.t("Diagnosis / reason for transfer: %s\n" % s[0])
    n.t("Level of care requested: %s\n" % s[1])
    n.t("Current obs: %s\n" % obs_line(n, s[1] == "CCT"))
    n.t("Infusions / therapy: %s\n" % "; ".join(s[2]))
    if s[1] == "CCT":
        aw = (n.ch(["ETT 7.5 @ 22 cm", "own, HFNP 40 L FiO2 0.4", "own, NP 2 L", "ETT 8.0 @ 23 cm"]),
              n.ch(["PIVC x2", "CVC R IJ + art line", "PIVC x2 + art line L radial"]))
    else:
        aw = (n.ch(["own", "own, NP 2 L", "own, RA"]), n.ch(["PIVC L ACF", "nil", "PIVC R hand", "PICC"]))
    n.t("Airway: %s   IV access: %s\n" % aw)
    n.t("Isolation: %s\n" % n.ch(["nil", "MRSA contact", "COVID PCR neg", "VRE", "droplet - flu A"]))
    if us and n.coin(0.5):
        n.x("Prior auth #: {pa}\n", pa=(n.caseno("auth"), "IDNUM"))
    n.t("\nRECEIVING\n")
    n.x("Facility: {h2}   Accepting: ")
    n.w(doc(n, 5))
    n.x("\nBed: {bd}   Accepted at %s\n" % times(n.r, 1)[0],
        bd=n.ch([v["ward"], ["ICU ", (str(n.r.randint(1, 20)), "LOCATION_OTHER")],
                 [v["ward"], "/", (str(n.r.randint(1, 30)), "LOCATION_OTHER")]]))
    n.x("Receiving unit ph: {ph}\n", ph=(n.phone("land", ext=n.coin(0.5)), "PHONE"))
    n.t("\nESCORT / FAMILY\n")
    esc = {"CCT": ["ICU RN + doctor", "retrieval team", "ICU RN"], "ALS": ["RN", "nil - paramedic crew only"],
           "BLS": ["nil"], "NEPT": ["nil", "carer"]}[s[1]]
    if s[0].startswith("preterm"):
        esc = ["midwife", "midwife + neonatal team on standby"]
    n.t("Clinical escort: %s\n" % n.ch(esc))
    if n.coin(0.7):
        n.x("Family: {rel} {nokfull} to travel {tr}, ph {nokph}\n", tr=n.ch(["separately", "in ambulance", "by own car"]))
    if n.coin(0.3):
        n.x("Interpreter required - pt visiting from {abroad}.\n")
    n.t("\n")
    n.x(n.ch(["Submitted via {url} by {s4u}\n", "Submitted by {s4u} from workstation {ip}\n", "Form completed by {s4} ({s4u})\n"]),
        url=(n.url("referral"), "URL"))


CALLER = {
    "cp": ["chest pain for 40 min, sweaty, pain going into arm", "grey + clammy, chest tightness"],
    "sob": ["can't catch breath, on home oxygen", "breathing bad, lips look blue"],
    "nof": ["elderly pt fallen, can't get up, hip pain", "fall in bathroom, leg looks twisted"],
    "cva": ["face drooping, words slurred, weak on one side", "suddenly can't talk properly"],
    "hypo": ["diabetic, confused + sweaty, not making sense", "partner diabetic, very drowsy"],
    "mva": ["car vs power pole, driver out of car, sore chest", "single vehicle crash, 1 pt, airbags out"],
    "sz": ["pt fitting, still fitting ~5 min", "known epileptic, 2nd seizure, not waking up"],
    "od": ["friend took a lot of tablets, drowsy", "pt states took overdose, wants help"],
    "sepsis": ["resident hot + shaky, confused today", "fever and shaking, not eating"],
    "anaph": ["allergic reaction to peanuts, lips swelling, used EpiPen", "hives + trouble breathing after eating"],
    "burn": ["burns to arm + chest from petrol fire", "flare up from burn pile, skin blistering"],
    "croup": ["child barking cough, noisy breathing", "toddler struggling to breathe, croup before"],
    "arrest": ["not breathing, collapsed", "found unresponsive, not breathing normally"],
    "fallht": ["fell off ladder ~3 m, back pain, wrist broken", "worker fallen from roof"],
    "labour": ["waters broke, contractions 3 min apart, 3rd baby", "in labour, urge to push"],
}


def dispatch(n):
    v = n.v
    s = scen(n)
    us = n.c == "US"
    ts = times(n.r, 9, colon=True)
    prio = n.ch(C.PRIO_US if us else (C.PRIO_NZ if n.c == "NZ" else C.PRIO_AU))
    n.t(n.ch(["*** CAD INCIDENT DETAIL ***\n", "JOB SHEET\n", "CAD EVENT CHRONOLOGY\n", "Dispatch Record\n"]))
    n.x("Incident: {inc}    Priority: %s    Determinant: %s\n" % (prio, n.ch(C.MPDS)))
    n.x("Created: {evd} %s   Call-taker: {ct} ({s6u})\n" % ts[0], ct=crew(n, 6, n.ch(["full", "Lf", "fl"])))
    n.t("Dispatcher: ")
    n.w(crew(n, 7, n.ch(["full", "last", "fl"])))
    n.t("\n\nLOCATION\n")
    n.x("Address: {street}\nTown: {city}   %s: {state}   PC: {zip}\n" % ("State" if n.c != "NZ" else "Region"))
    if us and n.coin(0.6):
        n.x("County: {cn}\n", cn=(n.ch(P.US_COUNTIES), "CITY"))
    x2 = n.ch(P.STREET_NAMES) + " " + n.ch(P.STREET_TYPES[n.c])
    n.x("X-street: {x2}\n", x2=(x2, "STREET"))
    if n.coin(0.5):
        n.x("Landmark: opp {land}\n")
    if n.coin(0.3):
        n.x("Premises: {home} - ask for RN in charge\n")
    n.t("\nCALLER\n")
    who = n.coin(0.7) or s["k"] not in ("cp", "sob", "nof", "anaph", "burn", "fallht", "mva", "labour")
    if who:
        n.x("Name: {nokfull} ({rel})   CB#: {nokph}\n")
    else:
        n.x("Name: {pfull} (self)   CB#: {pmob}\n")
    n.t("\nPATIENT\n")
    n.x("Age: {age}   Sex: {sx}   Conscious: %s   Breathing: %s\n" % (n.ch(["Y", "Y", "N"]), n.ch(["Y", "Y", "abn"])))
    n.t("Chief complaint: %s\n" % s["cc"])
    n.t("\nNARRATIVE\n")
    n.t("%s caller states %s\n" % (ts[0], typo(n, n.ch(CALLER.get(s["k"], ["pt unwell, needs ambulance"])))))
    if who and n.coin(0.5):
        n.x("%s pt's name given as {pany}, caller is {rel}\n" % ts[1])
    adv = ["advised unlock front door, secure pets", "advised nil food/drink", "caller instructed to stay on line",
           "advised to call back if condition changes"]
    if s["k"] == "arrest":
        adv = ["CPR instructions given - caller doing compressions", "AED location advised, bystander fetching"]
    elif s["k"] == "cp":
        adv = ["aspirin advice given per protocol", "advised rest, unlock door"]
    n.t("%s %s\n" % (ts[1], n.ch(adv)))
    if n.coin(0.3):
        n.t("%s Hazard: %s\n" % (ts[2], n.ch(["large dog on premises", "steep driveway, 4WD access", "prev aggression at address - police req",
                                             "O2 concentrator in use", "narrow lane, park on street"])))
    n.t("\nUNITS\n")
    lab = ["Assigned", "Mobile", "On scene", "At pt", "Transporting", "At hosp", "Available"]
    n.x("%s  " % v["cs"])
    n.t(" | ".join("%s %s" % (a, b) for a, b in zip(lab, ts[2:])) + "\n")
    n.x("Crew: {a} / {b}\n", a=crew(n, 0), b=crew(n, 1))
    if n.coin(0.3):
        n.x("Backup: %s%d (%s) - stood down %s\n" % (n.ch(["ICP ", "Car ", "Medic "]), n.r.randint(1, 60),
                                                      n.ch(["ICP", "MICA", "Supervisor", "Fire FR"]), ts[4]))
    n.x("Destination: {h1}\n")
    if n.coin(0.45):
        n.x("MDT {ip} last AVL ping %s\n" % ts[-1])
    n.x("\nPrinted {pd} by {s7u}\n", pd=n.dt(v["_ev"], n.ch(["num", "iso"])))

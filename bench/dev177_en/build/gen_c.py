"""Genres: retrieval / flight medicine note, vehicle and equipment check log, incident (safety event) report."""
import clin as C
import pools as P
from bits import (age_pieces, crew, doc, fax, ift, later, nurse, obs_line, scen, sign, typo)
from core import times

AIRCRAFT = {"AU": ["AW139", "Bell 412", "King Air B200", "PC-24", "EC145"],
            "NZ": ["AW169", "BK117", "King Air B200", "Bell 412", "H145"],
            "US": ["EC135", "Bell 407", "AW109", "PC-12", "H130"]}
VEHICLES = {"AU": ["Mercedes Sprinter 519", "VW Crafter 4x4", "Ford Transit 470E"],
            "NZ": ["Mercedes Sprinter 516", "Fiat Ducato", "VW Crafter"],
            "US": ["Ford F-450 Type I", "Chevy G4500 Type III", "Ford E-450 Type III", "Dodge Ram 4500"]}


def retrieval(n):
    v = n.v
    it = ift(n)
    us = n.c == "US"
    n.t(n.ch(["AEROMEDICAL RETRIEVAL - MISSION RECORD\n", "Flight Medicine Clinical Record\n", "RETRIEVAL NOTE\n",
              "Critical Care Transport / Flight Record\n"]))
    n.x("Mission: {m}   Date: {evd}   Service: {torg}\n", m=(n.caseno("ret"), "IDNUM"))
    n.x("Platform: %s {ac}   Base: {city}\n" % n.ch(AIRCRAFT[n.c]), ac=(n.aircraft(), "VEHICLE"))
    t = times(n.r, 8)
    n.t("Team: ")
    n.w(doc(n, 5))
    n.t(" (%s), " % n.ch(["retrieval consultant", "flight physician", "retrieval reg"]))
    n.w(crew(n, 6, "full"))
    n.t(" (%s), pilot " % n.ch(["flight nurse", "flight paramedic", "CCP", "Flight RN"]))
    n.w(crew(n, 7, n.ch(["full", "last"])))
    n.t("\n")
    n.x("Tasked by {tk} at %s. Referring: {h1} ({rc}), ph {ph}\n" % t[0],
        tk=crew(n, 3, n.ch(["full", "first"])), rc=doc(n, 4), ph=(n.phone("land", ext=n.coin(0.4)), "PHONE"))
    intl = (n.c in ("AU", "NZ")) and n.coin(0.2)
    if intl:
        n.x("International repatriation - pt hospitalised in {abroad}, insurer {ins} policy {pol}.\n",
            pol=(n.hplan("fund") if n.c == "AU" else n.hplan(), "HEALTHPLAN"))
    n.t("\nPATIENT\n")
    n.x("{pany}   ")
    n.w(age_pieces(n))
    n.x("   DOB {dob}   Wt %d kg   {mrnlab} {mrn}\n" % n.r.randint(8, 130) if not v["_adult"] else
        "   DOB {dob}   Wt %d kg   {mrnlab} {mrn}\n" % n.r.randint(48, 140))
    n.t("Dx: %s\n" % it[0])
    if v["_adult"] and n.coin(0.3):
        n.x("Social: %s {prof}, %s\n" % (n.ch(["works as a", "employed as a", "occupation:"]),
                                          n.ch(["lives w/ partner", "lives alone", "FIFO worker"])))
    n.t("\n")
    n.t("TIMELINE\n")
    lab = ["Tasked", "Wheels up", "At referring", "Pt contact", "Depart", "Wheels down", "At receiving", "Handover"]
    for a, b in zip(lab, t):
        n.t("  %-13s %s\n" % (a, b))
    if n.coin(0.5):
        n.x("Landing site: {hls}\n", hls=n.ch([["HLS at ", v["land"]], [v["h2"], " rooftop helipad"], ["airstrip, road transfer by ", v["torg"]]]))
    n.t("\nASSESSMENT AT REFERRING\n")
    if it[1] == "CCT":
        abc = (n.ch(["ETT 8.0 @ 23 cm (placed by referring)", "ETT 7.5 @ 22 cm, grade 1 view", "own, HFNP 50 L/min"]),
               n.ch(["RR 22, SpO2 94% FiO2 0.5", "SIMV VC 450 x 16, PEEP 8, FiO2 0.6", "PC 18/8, RR 18, FiO2 0.45"]),
               n.ch(["HR 118 ST, MAP 62 on norad 10 mcg/min", "HR 124 AF, BP 96/60", "HR 102 ST, BP 108/64"]),
               n.ch(["sedated RASS -4", "GCS 9 (E2 V2 M5), pupils 3 equal", "GCS 14", "sedated, pupils 2 mm equal"]))
    else:
        abc = ("patent, own", n.ch(["RR 18, SpO2 97% RA", "bilat AE, SpO2 97% 2 L NP"]),
               n.ch(["HR 88 SR, BP 134/72", "HR 76 SR, BP 118/70", "HR 92 AF, BP 142/80"]), n.ch(["GCS 15", "GCS 14, baseline"]))
    n.t("A: %s\nB: %s\nC: %s\nD: %s\nE: %s\n" % (abc + (n.ch(["T 38.4", "T 35.9, warming", "nil rash", "T 37.1"]),)))
    n.t("Bloods: %s\n" % n.ch(["ABG pH 7.28, pCO2 52, pO2 81, lactate 3.1, Hb 98", "i-STAT: Na 134, K 4.9, Hb 112, lactate 2.2",
                               "Hb 79, plt 142, INR 1.3, fibrinogen 1.6", "trop 2950 ng/L, K 4.1, Cr 118"]))
    n.t("Therapy: %s\n" % "; ".join(it[2]))
    n.t("\nEQUIPMENT\n")
    n.x("Vent %s SN {v1}; pump %s SN {v2}\n" % (n.ch(["Hamilton T1", "Oxylog 3000 plus", "Hamilton C1"]), n.ch(["Perfusor Space", "Alaris GH", "Medfusion 4000"])),
        v1=(n.device(), "DEVICE"), v2=(n.device(), "DEVICE"))
    if n.coin(0.35):
        n.x("Pt device: %s SN {pd}\n" % n.ch(["PPM in situ (Medtronic Azure)", "ICD (Boston Sci)", "LVAD HeartMate 3", "insulin pump (t:slim)"]),
            pd=(n.device(), "DEVICE"))
    n.t("\nIN FLIGHT\n")
    n.t("%s. Cabin alt %d ft. %s\n" % (typo(n, n.ch(["Uneventful", "Turbulence on descent, pt settled", "Desat to 88% on ascent - PEEP incr to 10",
                                                    "Hypotensive MAP 55 - norad up to 14 mcg/min"])),
                                       n.r.randint(1, 8) * 1000, obs_line(n, True)))
    n.t("\nHANDOVER\n")
    n.x("To {rd} at {h2} {unit}", rd=doc(n, 2), unit=n.ch(["ICU", "ED resus", "cath lab", "CCU", "theatre"]))
    if n.coin(0.5):
        n.x(", bed {b}", b=(str(n.r.randint(1, 30)), "LOCATION_OTHER"))
    n.t(" at %s.\n" % t[7])
    if n.coin(0.7):
        n.x("Family: {rel} {nok} informed, travelling by %s, ph {nokph}.\n" % n.ch(["road", "commercial flight", "own car"]))
    n.t("\n")
    n.x("Documented by ")
    n.w(doc(n, 5))
    n.x(" reg {dr}\n", dr=(n.reg("doc") if n.c != "NZ" else n.d(5), "LICENSE"))
    if n.coin(0.4):
        n.x("ePCR synced from tablet {ip} by {s6u}\n")


def vcheck(n):
    v = n.v
    n.t(n.ch(["VEHICLE & EQUIPMENT CHECK LOG\n", "Daily Vehicle Check - ", "Start of Shift Checklist\n", "VDI / EQUIPMENT CHECK\n"]))
    n.x("Unit: {cs}   Station: {city}   Date: {evd}   Shift: %s\n" % n.ch(["Day", "Night", "D", "N", "0700-1900"]))
    n.x("Vehicle: %s   %s: {rego}   Fleet: {fleet}\n" % (n.ch(VEHICLES[n.c]), v["rl"].capitalize()))
    if n.coin(0.7):
        n.x("VIN: {vin}\n", vin=(n.vin(), "VEHICLE"))
    odo = n.r.randint(20000, 350000)
    n.t("Odometer: %d %s   Next service: %d %s   Fuel: %s\n" % (odo, v["km"], (odo // 15000 + 1) * 15000, v["km"],
                                                             n.ch(["full", "3/4", "1/2 - refuelled"])))
    n.x("Checked by: {a} ({s0u}) & {b}\n", a=crew(n, 0, n.ch(["full", "Lf"])), b=crew(n, 1, n.ch(["full", "first", "fl"])))
    n.x("Drug safe opened: fingerprint {b1} ({i1}), {b2} ({i2}) at %s\n" % times(n.r, 1)[0],
        b1=(n.bioid(), "BIOID"), b2=(n.bioid(), "BIOID"), i1=v["s0i"], i2=v["s1i"])
    n.t("\nEQUIPMENT              | MODEL                    | SERIAL       | STATUS\n")
    eqs = list(C.EQUIP)
    n.r.shuffle(eqs)
    faults = []
    for name, kind in eqs[:n.r.randint(4, 7)]:
        n.x("%-22s | %-26s | " % (kind, name))
        sn = n.device()
        n.p(sn, "DEVICE")
        stt = n.ch(["OK", "OK", "OK - self test passed", "battery 60% - charging", "OK", "OK", "FAULT - see below"])
        if stt.startswith("FAULT"):
            faults.append(name)
        n.t(" " * max(1, 13 - len(sn)) + "| " + stt + "\n")
    n.t("\nCHECKLIST\n")
    items = list(C.CHECK_ITEMS)
    n.r.shuffle(items)
    for it in items[:n.r.randint(8, 14)]:
        n.t("[%s] %s\n" % (n.ch(["x", "x", "x", "x", " "]), it))
    n.x("MDT / modem IP {ip}   ePCR tablet SN {tab}\n", tab=(n.device(), "DEVICE"))
    n.t("\nFAULTS / NOTES\n")
    for name in faults:
        n.t("- %s: %s, swapped from station spare\n" % (name, n.ch(["failed self-test", "cable damaged", "error code E12", "won't power on"])))
    f = n.r.randint(0, 3)
    if f == 0:
        if not faults:
            n.t("nil faults\n")
    elif f == 1:
        n.x("- rear beacon inop, reported to fleet ({em}) job {j}\n", em=(n.email(role=n.ch(["fleet.workshop", "fleet", "workshop.north"])), "EMAIL"),
            j=(n.ch(["WO-", "FJ", "JOB"]) + n.d(6), "IDNUM"))
    elif f == 2:
        n.x("- stretcher hydraulics slow, logged via {u}\n", u=(n.url("fleet/defects"), "URL"))
    else:
        n.x("- blood on stretcher mattress after case {inc}, decontaminated, replaced mattress\n")
    if n.coin(0.4):
        n.x("- %s low, restocked from {h1} pharmacy (%s)\n" % (n.ch(["ondansetron", "salbutamol nebs", "NaCl 0.9%", "glucagon"]),
                                                                n.ch(["Pharm tech", "after-hours"])))
    if n.coin(0.3):
        n.x("- vehicle swapped: spare {r2} used while {rego} in workshop\n", r2=(n.plate(), "VEHICLE"))
    n.t("\n")
    n.x("Sign: {a}  {s0u}\n", a=crew(n, 0, n.ch(["full", "init2", "fl"])))
    if n.coin(0.5):
        n.x("Verified by TL {tl} {dd}\n", tl=crew(n, 4, "full"), dd=n.dt(v["_ev"], n.ch(["num", "short"])))


def incident(n):
    v = n.v
    s = scen(n)
    kind = n.ch(["fall", "med", "equip", "delay", "aggr", "fall", "med"])
    n.t(n.ch(["INCIDENT REPORT - CLINICAL / SAFETY EVENT\n", "Safety Event Report\n", "ADVERSE EVENT NOTIFICATION\n",
              "Incident & Near Miss Report\n"]))
    n.x("Report no: {ir}   Date of incident: {evd}   Time: %s\n" % times(n.r, 1)[0], ir=(n.caseno("ir"), "IDNUM"))
    n.x("Reported: {rd}   Related case: {inc}\n", rd=n.dt(later(n, n.r.randint(0, 3)), n.ch(["num", "mon", "iso"])))
    cat = {"fall": "Patient fall / handling", "med": "Medication event", "equip": "Equipment failure",
           "delay": "Delayed response", "aggr": "Occupational violence"}[kind]
    n.t("Category: %s   Severity: %s\n" % (cat, n.ch(["SAC 3", "SAC 4 - near miss", "SAC 2", "minor harm", "no harm"])))
    n.t("Location: ")
    loc = n.r.randint(0, 3)
    if loc == 0:
        n.x("{h1} ambulance bay {b}\n", b=(str(n.r.randint(1, 6)), "LOCATION_OTHER"))
    elif loc == 1:
        n.x("pt residence, {street}, {city}\n")
    elif loc == 2:
        n.x("in vehicle ({rego}) en route to {h1}\n")
    else:
        n.x("{land}, {city}\n")
    n.t("\nPERSONS INVOLVED\n")
    n.x("Patient: {pany}, {age}, {mrnlab} {mrn}\n")
    n.x("Staff: {a} ({s0reg}), {b} ({s1reg})\n", a=crew(n, 0, "full"), b=crew(n, 1, "full"))
    n.t("\nDESCRIPTION\n")
    if kind == "fall":
        n.x("While unloading pt (%s) from vehicle the stretcher %s. Pt %s. Stretcher SN {sn} removed from service.\n" % (
            s["cc"], n.ch(["tipped on uneven kerb", "legs failed to lock", "rolled when brake not applied"]),
            n.ch(["sustained skin tear L forearm", "no apparent injury, reassessed", "c/o new hip pain, x-ray arranged"])),
            sn=(n.device(), "DEVICE"))
    elif kind == "med":
        n.t(typo(n, n.ch(["Fentanyl 100 mcg drawn up instead of 50 mcg - identified on cross-check before administration.",
                          "Ondansetron given to pt with documented allergy (listed on ePCR but missed at handover).",
                          "Methoxyflurane 3rd 3 mL dose given (exceeds CPG max 6 mL) - identified at handover.",
                          "Adrenaline 1:10000 drawn instead of 1:1000 for IM dose - picked up by partner."])) + "\n")
    elif kind == "equip":
        n.x("%s SN {sn} failed to charge during %s. Manual defib not delivered for approx 40 sec; backup AED used.\n" % (
            n.ch(["LIFEPAK 15", "Corpuls3", "ZOLL X Series"]), s["cc"]), sn=(n.device(), "DEVICE"))
    elif kind == "delay":
        n.x("P1 case held %d min in queue - no units available (%d crews ramped at {h1}). Family ({rel} {nok}) called back x3.\n" % (
            n.r.randint(18, 95), n.r.randint(3, 11)))
    else:
        n.x("Pt's associate became verbally + physically aggressive, punched window of vehicle {rego}. Police attended, Const. {cop}.\n",
            cop=(n.ch(P.SURNAMES), "FAMILY"))
    n.t("\nWITNESSES\n")
    n.x("- {rel} {nokfull}, ph {nokph}\n")
    if n.coin(0.6):
        n.x("- ")
        n.w(nurse(n, 2))
        n.x(" ({h1} ED)\n")
    n.t("\nIMMEDIATE ACTIONS\n")
    n.t(n.ch(["pt reassessed, obs stable (%s)", "open disclosure commenced (%s)", "equipment quarantined, tagged out (%s)",
              "TL attended scene (%s)"]) % obs_line(n) + "\n")
    n.x("Notified: TL {tl} at %s; " % times(n.r, 1)[0], tl=crew(n, 4, n.ch(["full", "fl"])))
    n.x("family by phone; open disclosure by {od}\n", od=doc(n, 5))
    n.t("\n")
    n.x("Reporter: {a} ({s1u}) {em}\n", a=crew(n, 1, "full"), em=v["s1em"])
    if n.coin(0.4):
        n.x("Submitted from {ip}\n")

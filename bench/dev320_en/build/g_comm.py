"""Genres: ambulance non-conveyance referral, home hazard visit, telecare log, strength and balance register."""
import datetime as dt

import pools as P
import clin as K
from case import gen_person
from doc import jn
from g_clinic import plate


def ambo_org(r, C):
    t = C.L.ntown()
    return {"UK": f"{t} Ambulance Service NHS Trust", "IE": f"{t} Ambulance Service", "US": f"{t} Fire Rescue",
            "CA": f"{t} Paramedic Services", "AU": f"{t} Ambulance Service", "NZ": f"{t} Ambulance",
            "SG": f"{r.choice(P.SG_ESTATES)} Ambulance Services Pte Ltd", "ZA": f"{t} Emergency Medical Services"}[C.c]


def hm(r, h0=None):
    h = r.randrange(0, 24) if h0 is None else h0
    return h, f"{h:02}:{r.randrange(60):02}"


def ambulance(r, C, n):
    L, pt = C.L, C.pt
    us = C.c in ("US", "CA")
    para = C.staff()
    eca = C.staff()
    org = ambo_org(r, C)
    n.w(("ORGANIZATION", org), "\n")
    n.w(r.choice(["NON-CONVEYANCE REFERRAL - FALLS", "Referral to Community Falls Service (patient not conveyed)",
                  "Falls Pathway Referral - Non-Conveyance", "LIFT ASSIST / NON-TRANSPORT REFERRAL" if us else "Alternative Care Pathway Referral: Falls"]), "\n")
    inc = (r.choice(["Incident No", "CAD", "Run #", "Case No", "Job No"]), f"{L.dg(2)}{r.choice(['', '-'])}{L.dg(6)}")
    n.w(inc[0], ": ", ("IDNUM", inc[1]), "    ePCR: ", ("IDNUM", L.up(2) + L.dg(7)), "\n")
    n.w("Date: ", C.d(C.visit, r.choice([C.ds, "iso", "wdl"])), "\n")
    h = r.randrange(24)
    t0 = h * 60 + r.randrange(60)
    ts = [t0, t0 + r.randrange(1, 12), None, None]
    ts[2] = ts[1] + r.randrange(8, 95)
    ts[3] = ts[2] + r.randrange(45, 140)
    tt = [f"{(x // 60) % 24:02}:{x % 60:02}" for x in ts]
    n.w(f"Call {tt[0]} | Mobile {tt[1]} | At scene {tt[2]} | Clear {tt[3]}\n")
    if r.random() < 0.5:
        n.w("Vehicle: ", ("VEHICLE", f"{r.choice(['', 'DSA', 'RRV'])}{r.randrange(100, 9999)}".strip()), "  reg ", ("VEHICLE", plate(r, C)), "\n")
    else:
        n.w("Unit: ", ("VEHICLE", f"{r.choice(['M', 'A', 'R'])}{r.randrange(1, 99)}"), "\n")
    n.w("Crew: ", para.n("full"), r.choice([" (Paramedic", " (Specialist Paramedic", " (Advanced Paramedic"]))
    lab, val = L.reg("para")
    n.w(", ", lab, " ", ("LICENSE", val), "), ", eca.n("full"), r.choice([" (ECA)", " (EMT)", " (Ambulance Technician)", " (AAP)"]), "\n\n")
    C.pt_header(n)
    n.w("Registered ", L.t["gp"], ": ", C.gp.n("tf"), ", ", ("HOSPITAL", C.practice), "\n")
    caller = r.random()
    if caller < 0.4:
        n.w("Caller: ", ("ORGANIZATION", r.choice(P.TELECARE_ORGS)), " (pendant activation)\n")
    elif caller < 0.7:
        n.w("Caller: ", C.rel, " ", C.nok.n("full"), " on ", ("PHONE", C.nok_tel), "\n")
    else:
        n.w("Caller: patient\n")
    n.w("\nPresenting complaint / history:\n")
    sx = "F" if C.sex == "F" else "M"
    outdoor = r.random() < 0.25
    n.w(C.a(), r.choice(["yo ", " y/o ", sx + " ", "-year-old "]))
    if outdoor:
        lm = r.choice(P.LANDMARK_PAT).format(t=C.town, s=r.choice(P.ORIGINS["anglo"]["s"]))
        n.w("found on the pavement outside ", ("LOCATION_OTHER", lm), " by a passer-by after tripping on a kerb. ")
    else:
        n.w(f"found on floor of {r.choice(K.PLACES_IN_HOME)} ", r.choice(["by carer", "by " + C.rel, "- self-reported via pendant"]), ". ")
    n.w(f"States {C.he} ", r.choice(K.MECH), ". ", K.typo(r, r.choice([
        "Denies head injury, no LOC. ", "Hit head on door frame - small haematoma R occiput, no LOC. ",
        "Unsure if LOC. ", "No neck/back pain. No chest pain, no palpitations prior. "])))
    n.w(f"Est. long lie {r.choice(['<1', '1', '2', '3', '5', '7'])} hr. ",
        r.choice(["Previous falls x2 this month. ", "Known to falls team. ", "First fall. ", "3rd ambulance call this month for fall. "]), "\n")
    n.w("PMH: ", "; ".join("".join(x for x in it if isinstance(x, str)) for it in K.pmh_items(r, C, dated=0)), "\n")
    n.w("DH: ", ", ".join(f"{a} {b}" for a, b in K.meds(r, C, r.randrange(4, 9))), "\n\n")
    n.w("Observations:\n")
    for k in range(2):
        _, tt = hm(r, (h + 1 + k) % 24)
        n.w(f"{tt}  ", K.obs(r), f", NEWS2 {r.randrange(0, 5)}\n")
    n.w("ECG: ", r.choice(["SR 74, no acute changes", "AF 88, known", "SR with 1st degree HB", "paced rhythm"]), ". ",
        s_ls(r), "\n")
    n.w("Secondary survey: ", r.choice(["skin tear L forearm 4 cm - cleaned, steri-strips and dressing",
                                         "bruising R hip, full ROM, weight bearing, no shortening/rotation",
                                         "no injuries found", "graze to L knee"]), ".\n")
    n.w("Lift: ", r.choice(["assisted up with Mangar ELK lifting cushion", "Raizer II chair used", "2-person assist",
                            "HOIST not required - got up with verbal prompts"]), ". Post-lift mobility: walked ",
        str(r.randrange(5, 25)), " m with ", L.t["walker"], r.choice([", steady", ", slightly unsteady", " with S/B"]), ".\n")
    n.w("Capacity: ", r.choice(["has capacity, declines conveyance", "capacity assessed - able to weigh up risks",
                                "4AT 0, consents to referral"]), ".\n\n")
    n.w("Decision: not conveyed. Discussed with ")
    adv = C.staff(title=True)
    n.w(r.choice(["clinical hub", "on-call GP", "Falls Response Team", "medical control"]), " - ", adv.n("tl"), " at ",
        f"{(h + 2) % 24:02}:{r.randrange(60):02}", ".\n")
    n.w("Referred to: ", ("HOSPITAL", C.falls), " via ")
    if r.random() < 0.5:
        n.w(("EMAIL", C.email(generic=r.choice(["fallsreferrals", "falls.team", "community.falls", "fallsresponse"]))))
    else:
        n.w("tel ", ("PHONE", L.phone("land")))
    n.w(". ", L.t["gp"], " informed.\n")
    n.w("Safety-netting given; to call ", L.t["emerg"], " if ", r.choice(["vomiting, drowsy or worsening headache", "unable to weight bear",
                                                                  "further fall or new confusion"]), ".\n")
    if r.random() < 0.6:
        n.w("Left in the care of ", C.rel2, " ", C.nok2.n("full"), " (", ("PHONE", L.phone("mob")), ").\n")
    else:
        n.w("Left at home alone with pendant on; key safe code confirmed with control.\n")
    n.w("\n")
    C.sign(n, para, "Paramedic", contact=False, date=C.visit)
    if r.random() < 0.6:
        n.w("ePCR completed by user ", ("USERNAME", C.username(para)), "\n")


def s_ls(_r):
    return "Lying/standing BP " + K.ls_bp(_r)[0].split(";")[0].replace("Lying ", "") + " lying."


def home_hazard(r, C, n):
    L, pt = C.L, C.pt
    ot = C.staff()
    ota = C.staff()
    svc = r.choice([f"Community Occupational Therapy - {C.town}", "Integrated Community Rehabilitation Team", "Home Safety Service"])
    n.w(("HOSPITAL", C.falls) if r.random() < 0.5 else svc, "\n")
    n.w(r.choice(["HOME HAZARD ASSESSMENT", "Occupational Therapy Home Hazard Visit", "Home Safety Assessment (HOME FAST)",
                  "Environmental Falls Risk Assessment - Westmead Home Safety Assessment"]), "\n\n")
    C.pt_header(n, r.choice([0, 2, 3]))
    n.w("Visit date: ", C.d(C.visit, r.choice([C.ds, "wdl"])), f" {r.randrange(9, 16):02}:{r.choice(['00', '30'])}\n")
    n.w("Present: client; ", C.rel, " ", C.nok.n("full"), "; ", ot.n("full"), " (OT); ", ota.n("full"), " (OT assistant)\n")
    n.w("Referral: ", ("HOSPITAL", C.falls), " on ", C.d(C.before(14, 70)), " following ", r.choice(["recurrent falls", "fall on stairs", "hip fracture"]), "\n\n")
    tenure = r.random()
    n.w("PROPERTY\n", r.choice(["Two-storey end-terrace", "Bungalow", "Ground-floor flat", "Semi-detached house", "Split-level unit",
                                "Weatherboard cottage", "Maisonette, first floor"]), ". ")
    if tenure < 0.4:
        n.w("Rented from ", ("ORGANIZATION", r.choice(P.HOUSING_ORGS).format(t=C.town, s=r.choice(P.ORIGINS["anglo"]["s"]))), ". ")
    elif tenure < 0.8:
        n.w("Owner-occupied. ")
    else:
        n.w("Owned by ", C.rel, " ", C.nok.n("first"), ". ")
    n.w(f"Access: {r.randrange(0, 5)} steps to front door, ", r.choice(["no rail", "single rail L", "ramp in place"]), ".\n\n")
    n.w("ROOM | HAZARD | ACTION\n")
    rooms = [("Entrance", ["uneven step", "no external lighting", "door mat curled"], ["half step", "sensor light", "mat removed"]),
             ("Hallway", ["loose runner rug", "trailing phone cable", "poor lighting"], ["rug removed with consent", "cable clipped", "plug-in night lights"]),
             ("Stairs", ["single rail only", "patterned carpet", "items stored on steps"], ["2nd stair rail ordered", "contrast edging", "cleared"]),
             ("Lounge", ["low armchair (seat 38 cm)", "clutter", "glass coffee table"], ["chair raisers", "declutter plan", "table moved"]),
             ("Kitchen", ["items on high shelves", "wet floor near sink", "heavy kettle"], ["items relocated to waist height", "non-slip mat", "kettle tipper"]),
             ("Bathroom", ["over-bath shower, no rails", "low toilet", "no non-slip mat"], ["bath board + grab rail", "raised toilet seat", "mat supplied"]),
             ("Bedroom", ["bed too low", "no light switch by bed", "commode unstable"], ["bed raisers", "touch lamp", "commode replaced"]),
             ("Garden", ["uneven path", "moss on patio", "washing line reach"], ["advise family", "patio cleaned", "lower line"])]
    for room, hz, ac in r.sample(rooms, r.randrange(5, 9)):
        i = r.randrange(3)
        n.w(f"{room} | {hz[i]} | {ac[i]}\n")
    n.w("\nEQUIPMENT ISSUED (loan store order ", ("IDNUM", L.up(2) + L.dg(6)), ")\n")
    for item in r.sample(K.AIDS, r.randrange(2, 5)):
        n.w(f"- {item}")
        if r.random() < 0.5:
            n.w(" (asset tag ", ("DEVICE", f"{L.up(2)}-{L.dg(6)}"), ")")
        n.w("\n")
    n.w("Minor adaptations: grab rails ", r.choice(["and key safe ", ""]), "to be fitted by ",
        ("ORGANIZATION", r.choice([f"{C.town} Handyperson Service", f"{C.town} Care & Repair", "Safe at Home Services"])),
        " - booked ", C.d(C.after(5, 30), r.choice([C.ds, "dmon", "wd"])), ".\n")
    if r.random() < 0.3:
        n.w("Uses a class 3 mobility scooter (reg ", ("VEHICLE", plate(r, C)), ") - stored in ", r.choice(["garage", "hallway - trip hazard"]), ".\n")
    n.w("\nOBSERVED TASKS\n", r.choice(["Bed transfer: independent with bed lever. ", "Bed transfer: needs push-off, slow. "]),
        r.choice(["Toilet transfer: unsafe without frame. ", "Toilet transfer: independent with rails. "]),
        r.choice(["Stairs: ascends step-to with rail, descends backwards - unsafe.", "Stairs: managed safely with 2 rails.",
                  "Stairs: not attempted, sleeping downstairs."]), "\n")
    n.w("Night-time: ", r.choice(["nocturia x3, walks in dark", "uses commode", "bedside light now in reach"]), ". Pendant: ",
        r.choice(["worn", "kept in drawer - education given", "none - referral to telecare"]), ".\n\n")
    n.w("RECOMMENDATIONS\n1. Continue strength & balance programme.\n2. ", C.rel.capitalize(), " ",
        C.nok.n("first"), r.choice([" to remove remaining rugs", " to fit brighter bulbs", " to help clear hallway"]), ".\n3. ",
        r.choice(["Review after rail fitted", "Joint visit with physio", "Telecare referral sent"]), " - ", C.d(C.after(14, 45)), ".\n\n")
    C.sign(n, ot, r.choice(["Occupational Therapist", "Senior Occupational Therapist", "OT, Falls Team"]), role="ot")


def telecare(r, C, n):
    L, pt = C.L, C.pt
    org = r.choice(P.TELECARE_ORGS)
    n.w(("ORGANIZATION", org), " - ", r.choice(["Alarm Receiving Centre", "Monitoring Centre", "24/7 Response Hub"]), "\n")
    op0 = C.staff()
    n.w("CLIENT EVENT LOG   printed ", C.d(C.visit, "iso" if r.random() < 0.5 else C.ds), f" {r.randrange(7, 18):02}:{r.randrange(60):02} by ",
        ("USERNAME", C.username(op0)), "\n\n")
    n.w("Account: ", ("ACCOUNT", r.choice(["TC", "AC", ""]) + L.dg(7)), "   Client: ", pt.n(r.choice(["LF", "tf"])), "   DOB: ", C.d(C.dob), "\n")
    n.w("Address: ", L.addr_items(C.addr), "\nTel: ", ("PHONE", C.tel), "\n")
    if C.ids.get("nat") or r.random() < 0.5:
        n.w(C.nid_items("nat" if C.ids.get("nat") else "mrn"), "\n")
    inst = C.staff()
    n.w("Installed: ", C.d(C.before(200, 1500)), " by ", inst.n("full"), "\n\nEQUIPMENT\n")
    kit = K.TELECARE_KIT
    n.w("Base unit: ", r.choice(["Lifeline Vi+", "Lifeline Digital", "Careline Smart Hub", "PERS base unit", "Chiptech Go hub"]), "   S/N ", ("DEVICE", f"{L.dg(4)}-{L.up(2)}{L.dg(5)}"), "\n")
    n.w("Pendant: ", r.choice(["neck pendant", "wrist pendant", "SmartLink pendant"]), "   S/N ", ("DEVICE", f"P{L.dg(8)}"), "\n")
    if r.random() < 0.7:
        n.w("Fall detector: ", r.choice(["iVi", "wrist-worn", "belt-worn"]), "   S/N ", ("DEVICE", f"FD-{L.dg(6)}"), "\n")
    if r.random() < 0.5:
        n.w("Smoke / bed sensor / PIR: ", r.choice(["smoke detector", "bed occupancy sensor", "PIR movement sensor"]), " S/N ",
            ("DEVICE", f"{L.up(1)}{L.dg(7)}"), "\n")
    if r.random() < 0.6:
        n.w("Connection: digital (IP)  hub address ", ("IPADDR", ip(r)), "\n")
    if r.random() < 0.35:
        n.w("Key safe: biometric, fingerprint template ID ", ("BIOID", f"FP-{L.dg(5)}"), "\n")
    elif r.random() < 0.3:
        n.w("Voice verification enrolled: voiceprint ID ", ("BIOID", f"VP{L.dg(7)}"), "\n")
    n.w("\nRESPONDERS\n1. ", C.nok.n("full"), f" ({C.rel}) ", ("PHONE", C.nok_tel), " - key holder\n")
    n.w("2. ", C.nok2.n("full"), f" ({C.rel2}) ", ("PHONE", L.phone("land")), "\n")
    n.w("3. Mobile response team\n")
    n.w("Medical: ", ", ".join(r.sample(["AF", "T2DM", "dementia", "COPD", "recurrent falls", "hip fracture", "Parkinson's disease",
                                          "poor hearing - speak slowly"], 3)), ". ", L.t["gp"], ": ", C.gp.n("tf"),
        " ", ("PHONE", C.ptel), "\n\n")
    n.w("DATE       TIME      EVENT              OPERATOR   NOTES\n")
    ops = [C.staff() for _ in range(3)]
    d0 = C.before(10, 40)
    events = sorted(r.sample(range(0, 30), r.randrange(5, 10)))
    lst = "iso" if r.random() < 0.6 else "num"
    for k in events:
        day = d0 + dt.timedelta(days=k)
        ev = r.choice(["PENDANT", "PENDANT", "FALL DET", "FALL DET", "TEST CALL", "LOW BATT", "NO ACTIVITY", "MAINS FAIL", "BED EXIT"])
        op = r.choice(ops)
        n.w(C.d(day, lst), f"  {r.randrange(24):02}:{r.randrange(60):02}:{r.randrange(60):02}  {ev:<18} ",
            ("USERNAME", C.username(op)), "  ")
        if ev in ("PENDANT", "FALL DET"):
            x = r.random()
            if x < 0.35:
                n.w("Client fallen ", K.in_place(r.choice(K.PLACES_IN_HOME)), ", not hurt, unable to get up. Rang ", C.nok.n("first"),
                    " - attending ETA ", str(r.randrange(10, 40)), " min. Up OK.")
            elif x < 0.6:
                n.w("No speech. Called ", L.t["ambo"], " and ", C.nok2.n("full"), ". Crew found on floor, long lie ~", str(r.randrange(1, 6)), " h.")
            elif x < 0.8:
                n.w("Accidental - client fine. Reminded re: wearing pendant.")
            else:
                n.w("Client dizzy, sat on bed, declined help. Welfare call back 30 min - OK.")
        elif ev == "TEST CALL":
            n.w("Monthly test OK.")
        elif ev == "LOW BATT":
            n.w("Pendant battery low - engineer visit booked ", C.d(day + dt.timedelta(days=r.randrange(1, 5)), "dm"), ".")
        elif ev == "NO ACTIVITY":
            n.w("No movement detected 10:00. Rang client - was asleep in chair.")
        elif ev == "BED EXIT":
            n.w("Not returned to bed 40 min. Called - in bathroom, OK.")
        else:
            n.w("Power restored after 12 min.")
        n.w("\n")
    n.w("\nSUMMARY: ", str(r.randrange(2, 6)), " falls-related activations in 30 days. Referral to ", ("HOSPITAL", C.falls),
        " sent ", C.d(C.visit), " by ", ops[0].n("full"), r.choice([", Team Leader", ", Shift Supervisor", ", Monitoring Officer"]), ".\n")
    if r.random() < 0.4:
        n.w("Client portal: ", ("URL", f"https://{r.choice(['portal', 'my', 'care'])}.example.{r.choice(['com', 'org', 'net'])}/client/{L.dg(6)}"), "\n")


def ip(r):
    x = r.random()
    if x < 0.4:
        return f"10.{r.randrange(0, 256)}.{r.randrange(0, 256)}.{r.randrange(1, 255)}"
    if x < 0.7:
        return f"192.168.{r.randrange(0, 256)}.{r.randrange(1, 255)}"
    return f"172.{r.randrange(16, 32)}.{r.randrange(0, 256)}.{r.randrange(1, 255)}"


def class_register(r, C, n):
    L = C.L
    venue = r.choice(P.VENUE_PAT).format(t=C.town, s=r.choice(P.ORIGINS["anglo"]["s"]), saint=r.choice(P.SAINTS))
    prog = r.choice(["FaME", "Otago", "Strength & Balance", "Steady Steps", "Tai Chi Moving for Better Balance", "Stay On Your Feet"])
    n.w(("HOSPITAL", C.falls) if r.random() < 0.6 else ("ORGANIZATION", f"{C.town} Active Ageing Trust"), "\n")
    n.w(f"{prog} Programme - Class Register\n")
    n.w("Venue: ", ("LOCATION_OTHER", venue), ", ", L.addr_items(L.address(C.town)), "\n")
    start = C.before(20, 80)
    while start.weekday() != 1:
        start += dt.timedelta(days=1)
    nw = r.randrange(6, 13)
    end = start + dt.timedelta(days=7 * (nw - 1))
    n.w("Block: ", C.d(start), " to ", C.d(end), f" - Tuesdays {r.choice(['10:00-11:00', '13:30-14:30', '11:00-12:00'])} ({nw} weeks)\n")
    i1, i2 = C.staff(), C.staff()
    n.w("Instructors: ", i1.n("full"), " (PSI), ", i2.n("full"), r.choice([" (Physio Assistant)", " (Rehab Support Worker)", " (Exercise Physiologist)"]), "\n")
    n.w("Class contact: ", ("PHONE", L.phone("land")), " / ", ("EMAIL", C.email(generic=r.choice(["steadyclasses", "strengthandbalance", "falls.classes"]))), "\n\n")
    shown = min(nw, 6)
    n.w("# | Name | Age | Tel")
    for k in range(shown):
        n.w(f" | Wk{k + 1} ", C.d(start + dt.timedelta(days=7 * k), "dm"))
    n.w(" | Notes\n")
    parts = [C.pt] + [None] * r.randrange(6, 11)
    notes = []
    for i in range(len(parts)):
        p = parts[i]
        if p is None:
            for _ in range(20):
                p = gen_person(r, C.c, "PATIENT", title_kind="pt", middle_p=0.1)
                if C.fresh(p):
                    break
        age = C.age if i == 0 else int(r.triangular(66, 95, 79))
        n.w(f"{i + 1} | ", p.n(r.choice(["full", "full", "lf", "tl"])), " | ", ("AGE", str(age)), " | ", ("PHONE", L.phone(r.choice(["land", "mob"]))))
        for k in range(shown):
            n.w(" | ", r.choice(["Y", "Y", "Y", "Y", "A", "DNA", "Y"]))
        x = r.random()
        n.w(" | ")
        if x < 0.15:
            n.w("transport: ", ("ORGANIZATION", f"{C.town} Community Transport"))
        elif x < 0.3:
            n.w("seated version")
        elif x < 0.4:
            n.w("hearing aid - front row")
        elif x < 0.5:
            n.w("entry: fingerprint ID ", ("BIOID", f"{L.up(2)}{L.dg(5)}"))
        n.w("\n")
        notes.append((p, age))
    n.w("\nKEY: Y attended, A apologies, DNA did not attend\n\nNOTES\n")
    for p, age in r.sample(notes, r.randrange(2, 5)):
        k = r.randrange(1, shown + 1)
        n.w(f"Wk{k}: ", p.n(r.choice(["first", "tl", "full"])), " - ", r.choice([
            "dizzy on standing, sat BP 102/60, advised to see GP", "progressed to ankle weights 1 kg",
            "fell at home over the weekend, no injury - informed falls team", "missed 2 sessions, phoned - unwell with chest infection",
            "TUG improved 19 s -> 14 s", "knee pain - modified exercises", "wants to join the follow-on class"]), "\n")
    if r.random() < 0.7:
        p, _ = r.choice(notes)
        fam = gen_person(r, C.c, "FAMILY", middle_p=0)
        if fam.sex == "F":
            rl = r.choice(["daughter", "neighbour", "friend"] + (["wife"] if p.sex == "M" else ["sister"]))
        else:
            rl = r.choice(["son", "neighbour", "nephew"] + (["husband"] if p.sex == "F" else ["brother"]))
        n.w("Emergency contact for ", p.n("full"), ": ", fam.n("full"), " (", rl, ") ",
            ("PHONE", L.phone("mob")), "\n")
    n.w("\nOutcome measures due wk", str(shown), " (", C.d(start + dt.timedelta(days=7 * (shown - 1)), "dmon"),
        "): 30 s chair stand, TUG, FES-I. Next block starts ", C.d(end + dt.timedelta(days=r.choice([14, 21, 28]))), ".\n")
    n.w("Online booking: ", ("URL", f"www.example.{r.choice(['org', 'com'])}/{r.choice(['steady-steps', 'strength-balance', 'falls-classes'])}"), "\n")
    n.w("Register completed by ", i1.n("full"), "\n")

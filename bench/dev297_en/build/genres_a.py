"""Genres: security officer incident log, restrictive intervention record,
missing patient (absconsion) report."""
import pools as P
from doc import V
from phi import Person
import common as C


# ---------------------------------------------------------------- log
def _log_entries(ctx, so1, so2, sup, nic):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    p2 = Person(r)
    fam = C.family(ctx, of=p2)
    pol = ctx.police()
    ward, ward2 = ctx.ward(0), ctx.ward(1)
    bedno = str(r.randint(1, 32))
    ents = []
    ents.append(("Control room", ["Shift briefing with ", sup.ref(r, "full"), ". Keys, radios (Motorola DP4400) and ",
                                  "BWV checked and signed out. Handcuffs not carried on site."]))
    ents.append(("Ward", ["Called to ", ward, " by ", nic.ref(r, "full_role"), " re patient ", ctx.pt_ref("full"),
                          " (bed ", V(bedno, "LOCATION_OTHER"), "), ", ctx.A(form="yo3"),
                          ", ", C.clinical_factor(ctx), ". Patient shouting and throwing a water jug at staff. ",
                          "Attended with ", so2.ref(r, "pre_last"), ". Verbal de-escalation led by ", so1.ref(r, "first"),
                          "; ", ctx.pt_ref("tl"), " accepted ", C.oral_prn(ctx),
                          " from ward staff and settled. No hands-on. ", C.vitals(ctx), " per ward."]))
    ents.append(("Patrol", [r.choice(["External perimeter patrol: fire exits on Level 1 and 2 secure.",
                                      "Internal patrol of outpatient corridors; all clinic doors locked by 20:30.",
                                      "Cameras 12, 31 and 44 showing 'no signal' on the video wall - reported to IT.",
                                      "Helipad lighting checked, lamps 3 and 7 out. Estates informed."])]))
    if r.random() < 0.7:
        ents.append(("ED", ["Aggressive visitor in ED waiting room: ", fam.v("full", "FAMILY"), ", " + fam.rel + " of ",
                            ctx.pt_ref("full", p=p2), " (ED cubicle ", V(str(r.randint(1, 24)), "LOCATION_OTHER"),
                            "). Refused to wait outside, swore at triage nurse ", nic.ref(r, "first"),
                            ". Advised re visiting policy and escorted off site. Description: ",
                            C.describe(ctx, fam, r.randint(19, 60)), "."]))
    if r.random() < 0.7:
        car = "%s %s" % (r.choice(P.COLOURS), r.choice(P.CAR_MODELS))
        ents.append((C.pl(ctx.hosp["carpark"]),
                     ["Vehicle ", V(ctx.plate(), "VEHICLE"), " (" + car + ") left unattended across the ambulance bay. ",
                      "Owner traced via ED reception: ", ctx.title(fam) + " " if r.random() < 0.5 else "",
                      fam.v("last", "FAMILY"), ", moved vehicle after ", str(r.randint(5, 25)), " minutes. Warning notice issued."]))
    if r.random() < 0.6:
        ents.append(("Main entrance", ["Police attended: ", pol.ref(r, True), " of ", V(ctx.police_org, "ORGANIZATION"),
                                       " to speak with ", ctx.pt_ref("tl"), " re an assault in ",
                                       V(r.choice(P.TOWNS[c]), "CITY"), " on ", ctx.D(ctx.plus(-r.randint(1, 6)), styles=["short", "wdshort", "dm"]),
                                       ". Ward informed; interview facilitated in the relatives' room. ",
                                       ctx.police_ref_label() + " ", V(ctx.police_ref(), "IDNUM"), "."]))
    if r.random() < 0.6:
        ents.append(("Lost property", ["Wallet handed in at main reception by ", V(Person(r).s("full"), "FAMILY"),
                                       " (visitor). Contents: bank cards in name of ", V(p2.s("fl"), "PATIENT"),
                                       ", driving licence ", V(ctx.dl(p2), "LICENSE"), ". Logged as LP ",
                                       V("LP" + str(r.randint(1000, 9999)), "IDNUM"), " and returned to ward ", ward2, "."]))
    if r.random() < 0.5:
        ents.append(("Fire alarm", ["Fire alarm activation, zone %d (kitchen on Level 3). False alarm - burnt toast. " % r.randint(4, 40),
                                    "Panel reset after ", str(r.randint(6, 14)), " minutes; fire service not required."]))
    if r.random() < 0.5:
        ents.append(("Mortuary", ["Escort for funeral directors (", V(r.choice(["Gannet & Sons Funeral Directors", "Pennywell Funeral Care",
                                                                                "Lantern Memorial Services", "Kiln Road Funeral Home"]), "ORGANIZATION"),
                                  ") - release signed by ", nic.ref(r, "fl"), ". Mortuary secured."]))
    extra = []
    esc = ctx.staff(r.choice(["rn", "hca", "dr"]))
    extra.append(("Staff escort", ["Escorted ", esc.ref(r, "full_role"), " to ", C.pl(ctx.hosp["carpark"]),
                                   " after threats from a discharged patient earlier in the shift. No issues."]))
    rough = Person(r)
    extra.append(("Welfare", ["Rough sleeper in the ", C.pl(ctx.hosp["building"]), " stairwell, identified as ",
                              rough.v(r.choice(["full", "first"]), "FAMILY"), ", known to ", V(r.choice(P.CHARITIES), "ORGANIZATION"),
                              ". Offered a hot drink and directions to the night shelter; left site without issue."]))
    extra.append(("Contractors", ["Contractor ", V(r.choice(["Drumlin Electrical Ltd", "Ferris Lift Services", "Kiln Mechanical",
                                                              "Coppice Glazing"]), "ORGANIZATION"), " signed in for out-of-hours works on Level ",
                                  str(r.randint(1, 6)), ", permit to work ", V("PTW-" + str(r.randint(1000, 9999)), "IDNUM"), "."]))
    caller = C.family(ctx, r.choice(["son", "daughter", "ex-partner", "brother"]), of=p2)
    extra.append(("Phone", ["Call from ", ward2, ": ", caller.rel, " of ", V(p2.s("fl"), "PATIENT"), ", ", caller.v("full", "FAMILY"),
                            ", ringing repeatedly from ", V(ctx.phone("mob"), "PHONE"), " making threats towards the ward clerk. ",
                            "Staff advised to end calls; details passed to police."]))
    extra.append(("Main entrance", ["Patient ", V(p2.s(r.choice(["full", "fl"])), "PATIENT"), " (", ctx.A(r.randint(45, 88), "yo2", p2.sex),
                                    ") smoking in the doorway with oxygen running at 2 L/min via nasal cannula. Advised re fire risk; ",
                                    "cylinder turned off and porter returned ", p2.him, " to the ward."]))
    for e in r.sample(extra, r.randint(1, 3)):
        ents.append(e)
    ents.append(("Reporting", ["Incidents entered on " + C.incident_system(ctx) + " by user ", V(so1.s("user") + str(r.randint(1, 9)), "USERNAME"),
                           ", refs ", V(ctx.incident_ref(), "IDNUM"), " and ", V(ctx.incident_ref(), "IDNUM"), "."]))
    return ents


def security_log(ctx, d):
    r = ctx.rng
    c = ctx.c
    so1, so2, sup, nic = ctx.staff("so"), ctx.staff("so"), ctx.staff("sup"), ctx.staff("nic")
    night = r.random() < 0.6
    d.ln(ctx.H(False), " - ", r.choice(["Security Services", "Security Department", "Security Control Room"]))
    d.ln(r.choice(["SECURITY OFFICER INCIDENT LOG", "Security Occurrence Log", "DAILY OCCURRENCE BOOK - SECURITY",
                   "Officer Activity Log"]))
    d.ln("Log ref: ", V(ctx.incident_ref(), "IDNUM"), "    Shift: ",
         "Nights (19:00-07:00)" if night else "Days (07:00-19:00)")
    d.ln("Date: ", ctx.D(styles=["wdlong", "num", "wdnum", "long"]), "    Site: ", ctx.H(True), ", ",
         C.pl(ctx.hosp["building"]))
    d.ln("Officers: ", so1.ref(r, "full"), " (", ctx.sec_licence_label(), " ", V(ctx.sec_licence(), "LICENSE"), "), ",
         so2.ref(r, "full"), ", contracted via ", V(r.choice(P.SEC_CONTRACTORS), "ORGANIZATION"))
    d.ln("Supervisor: ", sup.ref(r, "full"), "    Control room ext. ", V(ctx.ext(), "PHONE"))
    d.ln("BWV: ", r.choice(["Reveal D5", "Axon Body 3", "Motorola VB400", "Zepcam T2"]), " s/n ", V(ctx.bwv_serial(), "DEVICE"),
         " issued to ", so1.ref(r, "ini"))
    d.ln("-" * 60)
    ents = _log_entries(ctx, so1, so2, sup, nic)
    first = ents[0]
    rest = ents[1:-1]
    r.shuffle(rest)
    ents = [first] + rest + [ents[-1]]
    h0 = 19 if night else 7
    mins = sorted(r.sample(range(5, 11 * 60 + 40), len(ents) - 1))
    mins = [2] + mins
    tab = r.random() < 0.5
    if tab:
        d.ln("Time  | Location | Entry")
    for (loc, body), m in zip(ents, mins):
        hh, mm = divmod(h0 * 60 + m, 60)
        t = ctx.T(hh % 24, mm)
        locp = loc
        if tab:
            d.ln(t, " | ", locp, " | ", body)
        else:
            d.ln(t, " - ", locp, ": ", body)
    d.blank()
    d.ln("Shift summary: ", str(r.randint(1, 3)), " V&A incidents (", str(r.randint(0, 1)), " physical), ",
         str(r.randint(0, 4)), " parking, ", str(r.randint(0, 2)), " police attendances. Handed over to ",
         ctx.staff("so").ref(r, "full"), " at ", ctx.T((h0 + 12) % 24, 5), ".")
    C.signature(d, ctx, so1, reg=False, label="Completed by")
    d.ln("Countersigned: ", sup.ref(r, "full_role"))


# ---------------------------------------------------------------- restraint
HOLDS = ["Head and airway", "Right arm", "Left arm", "Legs", "Team lead / observer"]


def restrictive_intervention(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    staff = [ctx.staff(k) for k in ("rn", "hca", "so", "so", "nic")]
    dr = ctx.staff("dr")
    rn2 = ctx.staff("rn")
    fam = C.family(ctx, r.choice(["mother", "son", "daughter", "partner", "brother", "sister"]))
    d.ln(ctx.H(False), "  |  ", ctx.ward(0))
    d.ln(r.choice(["RESTRICTIVE INTERVENTION RECORD", "Restrictive Practice Report", "Physical Restraint and Seclusion Record",
                   "RESTRAINT / RAPID TRANQUILLISATION RECORD"]))
    d.ln("Incident ref: ", V(ctx.incident_ref(), "IDNUM"))
    d.blank()
    C.pt_block(d, ctx, full=r.random() < 0.6, addr=False)
    d.ln("Legal status: ", C.legal_status(ctx), "    Room: ", V(str(r.randint(1, 30)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"))
    d.ln("Risk assessment: ", C.broset(ctx), "; known to staff as '", p.v("nick", "PATIENT"), "'")
    d.blank()
    h, m = r.randint(0, 23), r.randint(0, 59)
    dur = r.randint(3, 28)
    eh, em = divmod(h * 60 + m + dur, 60)
    d.ln("Date of intervention: ", ctx.D(styles=["num", "wdlong", "long", "wdnum"]), "   Start: ", ctx.T(h, m),
         "   End: ", ctx.T(eh % 24, em), "   Duration: ", str(dur), " min")
    d.ln("Type: [x] physical restraint  [", r.choice(["x", " "]), "] rapid tranquillisation  [",
         r.choice(["x", " "]), "] seclusion  [ ] mechanical restraint")
    d.ln("Position(s): ", r.choice(["standing -> seated on beanbag", "standing -> supine on floor (2 min) -> seated",
                                   "seated in chair, arms held (figure-of-four)", "supine on bed; prone NOT used",
                                   "brief prone (approx. 40 s) during transition to supine - escalated to matron"]))
    d.blank()
    d.ln("ANTECEDENTS")
    d.ln(ctx.pt_ref("tl", cap=True), " had been ", r.choice(["increasingly unsettled since the morning",
                                                          "pacing the corridor and banging doors",
                                                          "low in mood after a phone call",
                                                          "refusing oral medication for two days"]),
         ". Earlier in the day ", p.he, " had a visit from ", p.his, " ", fam.rel, " ", C.fam_ref(ctx, fam, "full"),
         " which ended in an argument about ", r.choice(["leave", "money", "cigarettes", "discharge plans", "the dog"]),
         ". At approx. ", ctx.T(h, max(0, m - r.randint(1, 30)) if m else 0), " ", p.he,
         " attempted to ", r.choice(["pull out the Foley catheter and force the airlock door", "strike a co-patient", "ligature with a phone charger cable",
                                     "headbutt the nursing office window", "leave the ward without authorised leave"]),
         ". ", C.cap(C.code_call(ctx)), " was called.")
    d.ln("De-escalation tried: offered PRN, time in low-stimulus lounge, reassurance from named nurse ",
         staff[0].ref(r, "first"), ", offer to phone ", fam.v("first", "FAMILY"), ". Not effective.")
    d.blank()
    d.ln("STAFF INVOLVED")
    d.ln("Position | Name | Designation")
    for hold, s in zip(HOLDS, staff):
        d.ln(hold, " | ", s.ref(r, r.choice(["full", "full", "fl"])), " | ", s.role + (" (" + C.training(ctx) + " trained)" if r.random() < 0.3 else ""))
    d.blank()
    if r.random() < 0.8:
        rh, rm = divmod(h * 60 + m + r.randint(2, dur), 60)
        d.ln("RAPID TRANQUILLISATION")
        d.ln(C.rt_drug(ctx), " given at ", ctx.T(rh % 24, rm), " into ", r.choice(["right", "left"]), " ",
             r.choice(["gluteal", "vastus lateralis", "deltoid"]), " by ", staff[0].ref(r, "full_cred"),
             ", checked by ", rn2.ref(r, "full"), ". Prescribed by ", dr.prefix or "Dr", " ", dr.v("last", "DOCTOR"),
             " (on call).")
        d.ln("Post-RT observations:")
        for k in (15, 30, 60):
            d.ln("  +", str(k), " min: ", C.vitals(ctx))
    d.blank()
    d.ln("INJURIES")
    d.ln("Patient: ", r.choice(["none seen", "friction burn right wrist", "small graze left forehead, cleaned",
                               "reddening both wrists, body map completed"]),
         ". Staff: ", staff[2].ref(r, "full"), " ", r.choice(["no injury", "scratched on left forearm, OH informed",
                                                              "bitten on right hand - skin broken, sent to ED for review",
                                                              "twisted knee, completed accident form"]), ".")
    d.blank()
    d.ln("POST-INCIDENT")
    d.ln("Patient debrief offered by ", staff[4].ref(r, "full"), " on ", ctx.D(ctx.plus(r.randint(0, 1)), styles=["short", "wdshort", "dm"]),
         ". Patient said: \"", r.choice([["i just wanted to ring ", fam.v("first", "FAMILY"), ", nobody listened"],
                                        ["you lot always gang up on me. tell ", fam.v("first", "FAMILY"), " i'm sorry"],
                                        ["i thought you were going to hurt me"],
                                        ["i don't remember much. is ", fam.v("first", "FAMILY"), " coming tomorrow?"]]), "\"")
    d.ln("NOK informed: ", fam.rel, " ", C.fam_ref(ctx, fam, "full"), " by phone ", V(ctx.phone(r.choice(["mob", "land"])), "PHONE"),
         " at ", ctx.T((h + 1) % 24, r.randint(0, 59)), ".")
    d.ln("MDT review booked for ", ctx.D(ctx.plus(r.randint(1, 5)), styles=["wdlong", "num", "wdshort"]), ".")
    d.blank()
    C.signature(d, ctx, staff[4], reg=True, label="Completed by")
    d.ln("Reviewed by: ", dr.ref(r, "pre_full"), "   ", ctx.clin_reg("dr")[0], " ", V(ctx.clin_reg("dr")[1], "LICENSE"))


# ---------------------------------------------------------------- missing
def missing_patient(ctx, d):
    r = ctx.rng
    c = ctx.c
    p = ctx.pt
    kind = r.choice(["mh", "dementia", "general", "young"])
    if kind == "dementia":
        ctx.set_age(r.randint(74, 96))
    elif kind == "young":
        ctx.set_age(r.randint(12, 17))
    nic, hca, so1, so2, mgr = (ctx.staff(k) for k in ("nic", "hca", "so", "so", "mgr"))
    pol = ctx.police()
    fam = C.family(ctx, "mother" if kind == "young" else r.choice(["daughter", "son", "wife", "husband", "sister", "partner"]))
    fam2 = C.family(ctx, r.choice(["friend", "cousin", "neighbour"] if kind == "young" else ["friend", "ex-partner", "cousin", "neighbour"]))
    d.ln(r.choice(["MISSING PATIENT / ABSCONSION REPORT", "Missing Person Report - Inpatient",
                   "AWOL / ABSCONSION NOTIFICATION", "Missing Patient Procedure - Record of Actions"]))
    d.ln(ctx.H(False), "   Ward/unit: ", ctx.ward(0))
    d.ln("Report no.: ", V(ctx.incident_ref(), "IDNUM"), "   Risk grading: ", r.choice(["HIGH", "Medium", "HIGH - vulnerable adult", "Low"]))
    d.blank()
    d.ln("Name: ", p.v(r.choice(["LF", "LFU", "fullm"]), "PATIENT"), "   Known as: ", p.v("nick", "PATIENT") if p.nick else "-")
    d.ln("DOB: ", ctx.D(ctx.dob, styles=["num", "abbr"]), " (", ctx.A(form="bare"), ")   ",
         {"AU": "UR", "US": "MRN", "CA": "MRN", "UK": "Hosp no", "IE": "MRN"}[c], ": ", V(ctx.mrn, "MRN"))
    d.ln("Legal status: ", C.legal_status(ctx) if kind == "mh" else r.choice(["informal", "lacks capacity - best interests",
                                                                              "DoLS urgent authorisation" if c == "UK" else "substitute decision maker in place"]))
    if kind == "young":
        d.ln("School: ", V(r.choice(P.SCHOOLS), "ORGANIZATION"), "   Social worker: ", V(Person(r).s("full"), "DOCTOR"),
             ", ", V(r.choice(["Harrowshire", "Fenmoor", "Kelbridge", "Port Anselm", "Wattle Creek", "Kilmorragh"]) + " Children's Services", "ORGANIZATION"))
    d.ln("Home address: ", ctx.addr_inline(ctx.addr))
    d.blank()
    lh, lm = r.randint(7, 22), r.randint(0, 59)
    d.ln("LAST SEEN")
    d.ln(ctx.D(styles=["wdlong", "num", "wdnum"]), " at ", ctx.T(lh, lm), " by ", hca.ref(r, "full_role"), ", ",
         r.choice(["in the day room", "in the ward garden", "at the nurses' station asking for a cigarette",
                   "walking towards the lifts with a visitor", ["in bed space ", V(str(r.randint(1, 28)), "LOCATION_OTHER")]]),
         ". Missing noted at ", ctx.T(lh, min(59, lm + r.randint(5, 40))), " during ", r.choice(["15-minute obs", "hourly checks", "medication round", "meal time"]), ".")
    d.ln("Description: ", C.describe(ctx), ".")
    extra = r.choice(["phone", "tag", "pump", "none"])
    if extra == "phone":
        d.ln("Mobile: ", V(ctx.phone("mob"), "PHONE"), " (rings out; IMEI ", V(ctx.device_serial("imei"), "DEVICE"), " given to police)")
    elif extra == "tag":
        d.ln("Electronic wander tag serial ", V(ctx.device_serial("tag"), "DEVICE"), " - exit alarm did not sound (battery?)")
    elif extra == "pump":
        d.ln("Insulin pump (Omnipod 5) serial ", V(ctx.device_serial("pump"), "DEVICE"), "; last BM ", "%.1f" % (r.randint(40, 180) / 10.0), " mmol/L")
    else:
        d.ln("Other: no phone, no money or bank cards, ", r.choice(["no coat", "took a carrier bag of clothes", "left glasses on locker"]))
    if r.random() < 0.5:
        prev = ctx.date.replace(year=ctx.date.year - r.randint(1, 3), day=1)
        hol = r.choice(["Christmas Eve", "Boxing Day", "New Year's Eve", "Easter Monday",
                        {"UK": "Bonfire Night", "US": "Thanksgiving", "AU": "Anzac Day", "CA": "Canada Day",
                         "IE": "St Patrick's Day"}[c]])
        d.ln("Previous episodes: absconded on ", V("%s %d" % (hol, prev.year), "DATE"), " (found at ", C.pl(r.choice(P.LANDMARKS)),
             ") and in ", ctx.D(prev, style="my"), ".")
    d.blank()
    d.ln("RISKS")
    d.ln("- ", r.choice(["Self-harm: recent overdose (paracetamol 32 x 500 mg)", "Suicide risk: stated intent this week",
                         "Falls risk; Parkinson's disease, needs walking frame", "Exploitation risk; known to associate with older adults",
                         "Physical health: on IV antibiotics for cellulitis, cannula in situ"]))
    d.ln("- Possible destinations: ", fam.rel, " ", C.fam_ref(ctx, fam, "full"), " at ",
         ctx.addr_inline(ctx.address()), "; ", fam2.rel, " ", fam2.v("first", "FAMILY"), " near ",
         C.pl(r.choice(P.LANDMARKS)), ".")
    if kind != "young" and r.random() < 0.5:
        d.ln("- Works as a ", V(r.choice(P.PROFESSIONS), "PROFESSION"), " at ", V(r.choice(P.EMPLOYERS), "ORGANIZATION"),
             "; may try to go to work.")
    d.blank()
    d.ln("ACTIONS")
    t0 = lh * 60 + lm + r.randint(10, 40)
    acts = [["Ward search completed by ", nic.ref(r, "full"), " - not found."],
            ["Security informed (ext. ", V(ctx.ext(), "PHONE"), "); site search by ", so1.ref(r, "pre_last"), " and ",
             so2.ref(r, "pre_last"), " incl. ", C.pl(ctx.hosp["carpark"]), " and ", C.pl(ctx.hosp["building"]), "."],
            ["CCTV reviewed: patient seen leaving via main entrance (camera 3) at ", ctx.T(lh, min(59, lm + 3)), "."],
            ["Police informed by phone (", {"UK": "101", "US": "non-emergency line", "AU": "131 444", "CA": "non-emergency line",
                                           "IE": "local station"}[c], "): ", ctx.police_ref_label(), " ", V(ctx.police_ref(), "IDNUM"), "; attending officer ", pol.ref(r, True), "."],
            ["NOK ", fam.v("first", "FAMILY"), " informed on ", V(ctx.phone("mob"), "PHONE"), "; will call if patient arrives."],
            ["Site manager ", mgr.ref(r, "full"), " and on-call consultant informed."]]
    for a in acts:
        t0 += r.randint(3, 14)
        hh, mm = divmod(t0, 60)
        d.ln(ctx.T(hh % 24, mm), "  ", a)
    d.blank()
    back = r.choice([0, 0, 1]) if lh < 22 else 1
    rd = ctx.plus(back)
    d.ln("OUTCOME: ", r.choice(["Returned", "Located and returned", "Found"]), " on ", ctx.D(rd, styles=["num", "short", "wdshort"]),
         " at ", ctx.T(r.randint(lh + 1, 23) if back == 0 else r.randint(0, 12), r.randint(0, 59)), " ", r.choice(["by police from", "by taxi from", "by " + fam.rel + " from"]), " ",
         C.pl(r.choice(P.LANDMARKS)), ". ", C.vitals(ctx), ". Risk assessment and care plan updated.")
    C.signature(d, ctx, nic, reg=r.random() < 0.5, label="Reported by")


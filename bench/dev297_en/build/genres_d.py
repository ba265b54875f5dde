"""Genres: ward safety huddle record, lockdown event report."""
import pools as P
from doc import V
from phi import Person
import common as C

CONCERNS = [
    ("delirium; struck an HCA yesterday", "enhanced obs 1:1 (within arm's length); family to sit in; avoid night moves"),
    ("alcohol withdrawal, CIWA-Ar 18; threatening to self-discharge", "chlordiazepoxide reducing regime + IV Pabrinex; security aware"),
    ("awaiting MH bed, absconsion risk", "1:1 RMN; door alarm on; leave status checked each shift"),
    ("verbally abusive to female staff", "two staff for personal care; behaviour agreement discussed"),
    ("dementia, exit-seeking at dusk", "wander tag on; activity box; music; check at 16:00"),
    ("head injury, GCS 14, disinhibited", "neuro obs hourly; low bed; no sharps on tray"),
    ("in custody - police officer on ward", "handcuff risk assessment done; bed by nurses' station"),
    ("chronic pain, conflict over opioid dose", "pain team review; single point of contact for the family"),
    ("post-ictal agitation after status epilepticus", "levetiracetam loading; pad the bed rails"),
    ("autism, distressed by noise", "side room requested; ear defenders; visual timetable"),
]


def huddle(ctx, d):
    r = ctx.rng
    c = ctx.c
    nic, so, pharm = ctx.staff("nic"), ctx.staff("so"), ctx.staff("rn")
    agency = Person(r)
    when = r.choice([(8, 45), (13, 30), (19, 45), (7, 30)])
    d.ln(ctx.ward(0), " - ", r.choice(["SAFETY HUDDLE", "Ward Safety Huddle Record", "Daily Safety Brief", "SAFETY CROSS / HUDDLE"]))
    d.ln(ctx.H(None), "   Date: ", ctx.D(styles=["num", "wdnum", "wdshort", "wdlong"]), "   Time: ", ctx.T(*when))
    d.ln("Led by: ", nic.ref(r, r.choice(["full_role", "full_cred", "full"])), "   Scribe: ", pharm.ref(r, "fl"))
    d.ln("Staffing: ", str(r.randint(4, 8)), " RN, ", str(r.randint(2, 5)), " HCA/support; 1 agency RN (", V(agency.s("full"), "DOCTOR"),
         "); security officer ", so.ref(r, "full"), " based on ward until ", ctx.T(r.choice([14, 19, 22, 7]), 0), ".")
    beds = r.randint(20, 32)
    d.ln("Beds: ", str(beds - r.randint(0, 2)), "/", str(beds), "; enhanced observations: ", str(r.randint(1, 4)),
         "; expected discharges: ", str(r.randint(0, 6)), "; NEWS2 >= 5: ", str(r.randint(0, 3)))
    d.blank()
    d.ln("PATIENTS OF CONCERN")
    d.ln("Bed | Patient | Age | Concern | Plan")
    rows = r.sample(CONCERNS, r.randint(3, 5))
    main_done = False
    for conc, plan in rows:
        if not main_done:
            pp, age = ctx.pt, ctx.age
            main_done = True
        else:
            pp, age = Person(r), r.randint(18, 94)
        bed = r.choice([["", V(str(r.randint(1, 32)), "LOCATION_OTHER")], ["SR ", V(str(r.randint(1, 8)), "LOCATION_OTHER")]])
        form = r.choice(["ini", "ini2", "last", "LF", "fl"])
        nm = pp.v(form, "PATIENT") if form != "last" else [ctx.title(pp) + " ", pp.v("last", "PATIENT")]
        d.ln(bed, " | ", nm, " | ", V(str(age), "AGE"), " | ", conc, " | ", plan)
    d.blank()
    fam = C.family(ctx, r.choice(["ex-partner", "son", "brother", "partner"]))
    d.ln("SAFETY ALERTS")
    alerts = [["Visiting restriction: ", fam.v("full", "FAMILY"), " (", fam.rel, " of the patient in ", ctx.pt_ref("ini"),
               "'s bay) must not be admitted - letter issued ", ctx.D(ctx.plus(-r.randint(1, 20)), styles=["short", "dm", "num"]),
               ". Photo at nurses' station. If seen, call security on ext. ", V(ctx.ext(), "PHONE"), "."],
              ["Ligature point in bathroom ", V(str(r.randint(1, 6)), "LOCATION_OTHER"), " (loose grab rail) - estates job ",
               V("EST-" + str(r.randint(10000, 99999)), "IDNUM"), "; bathroom locked until fixed."],
              ["Resus trolley and suction checked (Laerdal LSU); AED pads in date."],
              ["Staff alarm fobs: ", str(r.randint(1, 4)), " not returned last night - please check pockets."],
              ["Norovirus: bay ", V(str(r.randint(1, 6)), "LOCATION_OTHER"), " closed to admissions; 3 symptomatic."],
              ["Sharps bin in treatment room over the fill line - replaced."],
              ["Police will attend at ", ctx.T(r.randint(9, 17), 0), " to interview ", ctx.pt_ref("tl"), " (", ctx.police_ref_label(), " ",
               V(ctx.police_ref(), "IDNUM"), "); use the quiet room."]]
    r.shuffle(alerts)
    for a in alerts[:r.randint(4, 6)]:
        d.ln("- ", a)
    d.blank()
    d.ln("LAST 24 HOURS")
    d.ln("Incidents: ", str(r.randint(1, 4)), " (", C.incident_system(ctx), " ", V(ctx.incident_ref(), "IDNUM"),
         *([", ", V(ctx.incident_ref(), "IDNUM")] if r.random() < 0.5 else []), "). Falls: ", str(r.randint(0, 3)),
         ". Restrictive interventions: ", str(r.randint(0, 2)), ". Missing patients: 0.")
    d.ln("Good catch: ", r.choice([["HCA ", ctx.staff("hca").v("first", "DOCTOR"), " noticed a lighter in a returned patient's bag."],
                                   ["pharmacist ", pharm.v("last", "DOCTOR"), " stopped a duplicate lorazepam PRN."],
                                   ["night team spotted a visitor passing tablets to bed ", V(str(r.randint(1, 30)), "LOCATION_OTHER"), "."]]))
    d.blank()
    d.ln("ACTIONS: ", r.choice(["security to walk past hourly overnight", "matron to review 1:1 cover at 15:00",
                                "chase psychiatric liaison for the patient in SR",
                                "discuss the visiting restriction with the family at 16:00"]),
         ". Next huddle ", ctx.T((when[0] + 12) % 24, when[1]), ".")


# ---------------------------------------------------------------- lockdown
def lockdown(ctx, d):
    r = ctx.rng
    c = ctx.c
    site, sup, so1, so2, mw = (ctx.staff(k) for k in ("mgr", "sup", "so", "so", "rn"))
    secmgr = ctx.staff("secmgr")
    pol = ctx.police()
    trig = r.choice(["infant", "armed", "threat_call", "police_op", "package", "infant"])
    code = {"infant": {"US": "Code Pink", "CA": "Code Amber", "AU": "Code Grey (infant abduction)", "UK": "Baby abduction alert",
                       "IE": "Infant abduction alert"}[c],
            "armed": {"US": "Code Silver", "CA": "Code Silver", "AU": "Code Black", "UK": "Run-Hide-Tell lockdown",
                      "IE": "Code Black"}[c],
            "threat_call": "Bomb threat procedure", "police_op": "Precautionary lockdown",
            "package": "Suspicious item procedure"}[trig]
    d.ln(r.choice(["LOCKDOWN EVENT REPORT", "Site Lockdown - Incident Report", "SECURITY EVENT: LOCKDOWN / RESTRICTED ACCESS"]))
    d.ln(ctx.H(False), "    Event ID: ", V(ctx.incident_ref(), "IDNUM"))
    h, m = r.randint(0, 22), r.randint(0, 59)
    dur = r.randint(18, 150)
    eh, em = divmod(h * 60 + m + dur, 60)
    d.ln("Date: ", ctx.D(styles=["wdlong", "num", "long", "wdnum"]), "   Declared: ", ctx.T(h, m), "   Stood down: ", ctx.T(eh % 24, em),
         "   Duration: ", str(dur), " min")
    d.ln("Type: ", code, "   Scope: ", r.choice(["partial - Maternity and Neonatal Unit", "full site", "Emergency Department only",
                                                 "partial - main building and outpatients"]))
    d.ln("Declared by: ", site.ref(r, "full"), " (site manager) on advice of ", sup.ref(r, "full_role"))
    d.blank()
    d.ln("TRIGGER")
    mother = Person(r, "F")
    susp = Person(r)
    if trig == "infant":
        ctx.set_age(0)
        d.ln("At ", ctx.T(h, max(0, m - 2)), " the infant security tag (Hugs, serial ", V(ctx.device_serial("tag"), "DEVICE"),
             ") on baby ", [ctx.pt.v("LF", "PATIENT")] if r.random() < 0.5 else ["boy " if ctx.pt.sex == "M" else "girl ",
                                                                                   ctx.pt.v("last", "PATIENT")],
             " (", {"AU": "UR", "UK": "hosp no", "US": "MRN", "CA": "MRN", "IE": "MRN"}[c], " ", V(ctx.mrn, "MRN"), ", born ",
             ctx.D(ctx.plus(-r.randint(0, 3)), styles=["num", "short", "dm"]), ") alarmed at the exit of ", ctx.ward(0),
             ". Mother ", mother.v("full", "PATIENT"), " (bed ", V(str(r.randint(1, 24)), "LOCATION_OTHER"), ") reported that a ",
             r.choice(["woman in a blue tabard", "man claiming to be a photographer", "visitor she did not know"]),
             " had offered to take the baby for a weigh.")
        d.ln("Suspect description: ", C.describe(ctx, susp, r.randint(20, 50)), ".")
    elif trig == "armed":
        d.ln("Report from ED reception that a visitor, later identified as ", susp.v("full", "FAMILY"), ", ",
             ctx.A(r.randint(18, 55), "aged"), ", had a knife in ", susp.his, " waistband while demanding to see ", ctx.pt_ref("full"),
             " (a patient in resus cubicle ", V(str(r.randint(1, 12)), "LOCATION_OTHER"), "). Police notified via emergency line at ", ctx.T(h, m), ".")
    elif trig == "threat_call":
        d.ln("Switchboard operator ", ctx.staff("recep").ref(r, "full"), " received a call at ", ctx.T(h, max(0, m - 4)),
             " from ", V(ctx.phone(r.choice(["mob", "land"])), "PHONE"), " stating a device had been left in ", C.pl(ctx.hosp["building"]),
             ". Bomb threat checklist completed. Caller mentioned ", ctx.pt_ref("full"), " by name and said ", ctx.pt.he,
             " 'should never have been admitted'.")
    elif trig == "police_op":
        d.ln("Police advised of an armed operation at ", V(ctx.street(), "STREET"), ", ", V(ctx.hosp["town"], "CITY"),
             ", approx. 300 m from the main entrance. ", pol.ref(r, True), " requested lockdown of external doors as a precaution.")
    else:
        d.ln("Unattended rucksack found by porter ", ctx.staff("porter").ref(r, "full"), " beside the lifts in ", C.pl(ctx.hosp["building"]),
             ". HOT principles applied (Hidden, Obviously suspicious, Typical). Cordon 100 m.")
    d.blank()
    d.ln("TIMELINE")
    t = h * 60 + m
    steps = [["Lockdown declared; overhead announcement x3; ", C.access_system(ctx), " lockdown profile applied from workstation ",
              V(ctx.ip(), "IPADDR"), " by user ", V(so1.s("user"), "USERNAME"), "."],
             ["Security posted at main entrance (", so1.ref(r, "pre_last"), ") and ED ambulance entrance (", so2.ref(r, "pre_last"), ")."],
             ["Switchboard informed all wards; on-call exec ", secmgr.ref(r, "full"), " informed on ", V(ctx.phone("mob"), "PHONE"), "."],
             ["Police on scene: ", pol.ref(r, True), ", ", V(ctx.police_org, "ORGANIZATION"), "; ", ctx.police_ref_label(), " ",
              V(ctx.police_ref(), "IDNUM"), "."],
             ["Door audit: Maternity door 3 reader shows entry by staff biometric ID ", V(ctx.bioid("bio"), "BIOID"), " and card ",
              V(str(r.randint(10000000, 99999999)), "IDNUM"), " at ", ctx.T(h, max(0, m - 6)), "; owner confirmed as ",
              mw.ref(r, "full_role"), "."],
             ["CCTV review on ", C.system_name(ctx), " (recorder ", V(ctx.ip(), "IPADDR"), "): ", r.choice([
                 "person of interest seen leaving via the stair core, ", "no movement at the exits after declaration, ",
                 "vehicle of interest seen at the barrier, "]), "vehicle ", V(ctx.plate(), "VEHICLE"), " noted."],
             ["Stand-down agreed with police; doors released; all-clear announced."]]
    for s in steps[:-1]:
        d.ln(ctx.T((t // 60) % 24, t % 60), "  ", s)
        t += r.randint(3, max(4, dur // len(steps)))
    d.ln(ctx.T(eh % 24, em), "  ", steps[-1])
    d.blank()
    d.ln("OUTCOME")
    if trig == "infant":
        d.ln(r.choice(["Baby located safe in the milk kitchen with a student midwife - tag alarm caused by a faulty strap.",
                       "Suspect stopped at the Level 1 exit by security; baby returned to mother unharmed and checked by the paediatric registrar.",
                       "Baby found in the nursery; the 'visitor' was the baby's aunt, who had not been told of the tag policy."]))
    else:
        d.ln(r.choice(["No device found; police search complete.", "Suspect arrested outside the ED by police.",
                       "Police operation ended without incident.", "Item was a patient's bag of clothing - reunited with owner."]))
    d.ln("Impact: ", str(r.randint(0, 14)), " outpatient appointments delayed; ", str(r.randint(0, 6)), " ambulances diverted; staff anxiety reported on ",
         ctx.ward(1), ".")
    d.blank()
    d.ln("LESSONS / RECOMMENDATIONS")
    for x in r.sample(["Door 3 magnetic lock took 40 s to engage - estates to test monthly.",
                       "Not all staff knew the lockdown code word; add to induction.",
                       "Radio traffic overloaded channel 1; move to channel 2 for command.",
                       "Public address inaudible in " + "the " + "car park; add speakers.",
                       "Visitor sign-in book not completed for 6 of 11 visitors."], 3):
        d.ln("- ", x)
    d.blank()
    d.ln("Report by: ", sup.ref(r, "full"), " (", ctx.sec_licence_label(), " ", V(ctx.sec_licence(), "LICENSE"), ")")
    d.ln("Reviewed: ", secmgr.ref(r, "full_role"), " on ", ctx.D(ctx.plus(r.randint(1, 6)), styles=["num", "long", "abbr"]))
    d.ln("Distribution: ", V(ctx.email(local=r.choice(["security.control", "emergency.planning", "site.manager"])), "EMAIL"), "; ",
         V(ctx.email(secmgr), "EMAIL"))

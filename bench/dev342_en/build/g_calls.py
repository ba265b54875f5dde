"""Genres: next-day telephone follow-up log; clinical incident report (own)."""
import clinical as C
import pools as P
import world as W
import case as K
import common as M
from nb import NB, rng, ch, chance, digits, joinf


def _call_body(nb, x, short=False):
    f = x.m
    p = x.proc
    tries = rng.randint(1, 3)
    if tries > 1:
        nb("  ", W.hhmm(8, 10), " no answer on ", (f.mob, "PHONE"), ch([" - VM left", " - msg left", ", rang out"]), "\n")
    if tries > 2 and chance(0.6):
        nb("  ", W.hhmm(10, 12), " tried home ", (x.home, "PHONE"), " - no answer\n")
    nb("  ", W.hhmm(11, 15), " spoke to ", K.rel_word(f, x).lower(), " ", K.carer_name(f, ch(["first", "full", "title"])))
    if chance(0.2):
        nb(" (ID verified - DOB + " + ("zip" if x.us else "postcode"), ch([")", "; voice ID "]))
        if nb.parts[-1] == "; voice ID ":
            nb((W.bioid("vp"), "BIOID"), ")")
    nb("\n")
    pain = rng.randint(0, 7)
    brands = {"US": "Tylenol + Motrin", "CA": "Tylenol + Advil", "AU": "Panadol + Nurofen", "NZ": "Pamol + Nurofen",
              "ZA": "Panado + Nurofen", "SG": "Panadol + ibuprofen"}.get(x.c, "Calpol + Nurofen")
    nb("  Pain: ", ch(["%d/10" % pain, "FLACC-equivalent %d" % min(pain, 5), "mild", "settled", "sore at night"]),
       ch([" on regular " + K.para(x) + " + ibuprofen", " - giving " + brands, " - analgesia not yet given", ""]), "\n")
    food = ["eating and drinking well", "drinking ok, eating little", "tolerating soft diet"]
    food += ["breast feeding normally", "taking bottles well"] if x.age_m < 18 else (["popsicles only", "eating chips and toast"] if x.na else ["ice lollies only", "eating crisps and toast"])
    nb("  Eating/drinking: ", ch(food), "\n")
    nb("  PONV: ", ch(["nil", "vomited x1 in car", "nausea evening, settled", "nil"]), "   Bleeding: ", ch(["none", "nil", "small ooze on pad",
                                                                                                          "spot of blood on pillow - advised"]), "\n")
    if p["sp"] == "Urology":
        nb("  PU: ", ch(["passing urine, stings", "PU x3 overnight", "PU ok"]), "  Wound: ", ch(["swollen, expected", "clean", "dressing fell off - ok"]), "\n")
    elif p["k"] == "gr":
        nb("  Ears: ", ch(["small amount of blood-stained discharge", "dry", "using drops"]), "\n")
    elif p["sp"] != "ENT":
        nb("  Wound: ", ch(["clean and dry", "a bit red at edge", "dressing intact"]), "\n")
    nb("  Temp: ", ch(["none", "37.9 last night, " + K.para(x) + " given", "not checked", "no fever"]), "\n")
    if not short:
        nb("  Sleep/behaviour: ", ch(["back to normal", "clingy, tired", "slept through", "bad dreams"]), "\n")
    out = ch(["No concerns. Advice re analgesia reinforced. Discharged from DSU follow-up.",
              "Advised regular analgesia for 48 h. Call back if worse.",
              "Advised to attend ED for review of bleeding - ED informed.",
              "Advised " + ("PCP" if x.us else "GP") + " review if redness spreads.",
              "Parent happy. Reminder of clinic appt given.",
              "Safety-netting advice given; red flags explained."])
    nb("  Outcome: ", out, "\n")
    if "ED" in out and chance(0.7):
        nb("  Handover to ED nurse in charge ", K.staff_name(K.make_staff(x.c, "nurse"), "full"), " on ", (W.ext_num(), "PHONE"), "\n")


def telephone_log(k0):
    nb = NB()
    c = k0.c
    multi = chance(0.6)
    if multi:
        ks = K.session(c, rng.randint(3, 6), team=False)
    else:
        ks = [k0]
    k = ks[0]
    caller = k.nurse
    nb((k.hosp, "HOSPITAL"), " - ", (k.ward, "HOSPITAL") if chance(0.6) else "Day Surgery Unit", "\n")
    nb(ch(["NEXT-DAY TELEPHONE FOLLOW-UP", "Post-discharge telephone call log", "24-HOUR FOLLOW-UP CALLS", "Day 1 phone calls"]), "\n")
    nb("Call date: ", K.date(k, k.fu, ch(["wdlong", "num", "wd"])), "   Caller: ", K.staff_name(caller, ch(["full", "fi"])), ", ",
       caller.title, "  (", (caller.user, "USERNAME"), ")\n")
    if multi:
        nb("Patients from list of ", K.date(k, k.op, ch(["wd", "num"])), ": ", str(len(ks)), "\n")
    nb("-" * 50, "\n")
    for i, x in enumerate(ks):
        nb("%d. " % (i + 1) if multi else "", K.pname(x, ch(["LF", "full", "lf"])), "  ", K.age_frags(x), "  ",
           ("NHI " if x.c == "NZ" else ch(["MRN ", "Hosp no "])), (x.mrn, "MRN"), "\n")
        nb("   Op: ", K.proc_name(x), " (", K.staff_name(x.surg, "hon_last"), ")", ch(["", " - discharged " + W.hhmm(12, 18)]), "\n")
        _call_body(nb, x, short=multi)
        if chance(0.2):
            nb("  Call ref ", (W.idnum("call"), "IDNUM"), "\n")
        nb("\n")
    if not multi:
        x = ks[0]
        nb("Narrative: ", K.pfirst(x), " ", ch(["is home and comfortable.", "had a rough night but is brighter this morning.",
                                              "is back to ", "is watching TV, eating crisps."]))
        if nb.parts[-1] == "is back to ":
            nb(K.his(x), " usual self; ", K.rel_word(x.m, x).lower(), " plans to keep ", K.his(x), " off ", (x.school, "ORGANIZATION"),
               " until ", (W.wday(W.next_weekday(x.fu, 3)), "DATE"), ".")
        nb(" ", K.rel_word(x.m, x), " ", ch(["asked about bathing - advised from day 2.", "asked about flying - advised wait 2 weeks.",
                                           "asked when ", "had no questions."]))
        if nb.parts[-1] == "asked when ":
            nb(K.he(x), " can go back to ", ch(["swimming", "football", "nursery"]), " - advised 2 weeks.")
        nb("\n")
        if chance(0.5):
            nb("Clinic appointment confirmed ", K.date(x, x.clinic, ch(["num", "long"])), ".\n")
        if chance(0.45):
            nb("Family due to fly to ", (ch(P.ABROAD), "COUNTRY"), " on ", K.date(x, W.add_days(x.op, rng.randint(4, 20)), ch(["wd", "dm", "long"])),
               " - ", ch(["advised to check with airline; ENT advise no flying for 2 weeks after tonsillectomy.",
                          "advised fine to travel if eating and drinking; carry analgesia.",
                          "advised to delay travel until reviewed."]), "\n")
    nb("Signed: ", K.staff_name(caller, ch(["full", "init"])), "  ", W.hhmm(12, 17), "\n")
    if chance(0.4):
        nb(K.audit_footer(k, caller), "\n")
    return nb


INCIDENTS = [
    ("Near miss - wrong side", "On sign-in the consent form stated LEFT but the site mark was on the RIGHT. Theatre team paused; surgeon "
     "re-examined and confirmed with parent; consent corrected before knife to skin."),
    ("Fasting breach", "Child was found eating a biscuit from a sibling's bag in the waiting area at 08:10. Case moved to end of list; "
     "parent upset about the delay."),
    ("Medication error", "Paracetamol dose in recovery was calculated on the wrong weight (recorded weight from a previous admission). "
     "Dose given was 20 mg/kg. No harm; toxicology not required per guideline."),
    ("Equipment failure", "Coblation controller displayed error E-12 mid-procedure; procedure completed with bipolar diathermy. Device "
     "quarantined and labelled."),
    ("Patient identification", "Child arrived in recovery with no identity band. Band found on the anaesthetic room floor. ID re-checked "
     "against notes and with parent."),
    ("Fall", "Child climbed over the trolley side in recovery during emergence agitation and slid to the floor. No injury found on "
     "examination by anaesthetist."),
    ("Specimen labelling", "Histology pot was labelled with the previous patient's label. Identified by the lab before processing; "
     "relabelled after checking with the theatre team."),
    ("Security", "A parent's car was left in the ambulance bay and blocked an emergency vehicle for 15 minutes."),
    ("Delayed discharge", "Child not discharged until 21:40 because the take-home medicines were not ready from pharmacy."),
]


def incident_report(k):
    nb = NB()
    kind, desc = ch(INCIDENTS)
    desc = desc.replace("Paracetamol", K.cap(K.para(k)))
    na = k.na
    rep = ch([k.nurse, k.rec, k.odp, k.reg])
    nb(ch(["INCIDENT REPORT FORM", "Clinical Incident Report", "Patient Safety Event Report", "Adverse incident / near miss report"]), "\n")
    nb(ch(["Ref: ", "Incident no. ", "Report ID: "]), (W.idnum("incident"), "IDNUM"), "\n")
    nb("Organisation: ", (k.hosp, "HOSPITAL"), "\nLocation: ", (k.ward, "HOSPITAL"), ", ",
       ch([K.bed_frag(k), ["Theatre ", str(rng.randint(1, 8))], "Recovery", "Waiting room"]), "\n")
    nb("Date of incident: ", K.date(k, k.op, ch(["num", "mon"])), "   Time: ", W.hhmm(7, 20), "\n")
    nb("Date reported: ", K.date(k, k.op if chance(0.6) else W.next_weekday(k.op, 1), "num"), "\n")
    nb("Category: ", kind, "\n")
    nb("Reported by: ", K.staff_name(rep, "full"), ", ", rep.title, "  (login ", (rep.user, "USERNAME"), ")\n\n")
    nb("PERSON AFFECTED\n")
    nb("Name: ", K.pname(k, ch(["full", "LF"])), "   DOB: ", K.date(k, k.dob, "num"), "   Age: ", K.age_frags(k), "\n")
    nb(K.ids_block(k, "   ", national=chance(0.4)), "\n")
    nb("Procedure: ", K.proc_name(k), " under ", K.staff_name(k.surg, "hon_last"), "\n\n")
    nb("DESCRIPTION (facts only)\n", desc, "\n")
    if kind == "Security":
        nb("Vehicle: ", ch(["silver hatchback", "black SUV", "white van", "blue estate"]), ", registration ", (W.plate(k.c), "VEHICLE"),
           ". Owner identified as ", K.rel_word(k.m, k).lower(), " ", K.carer_name(k.m, "full"), ". Security officer ",
           (W.make_person(k.c, adult=True).full(), "DOCTOR"), " attended.\n")
    if kind == "Equipment failure":
        nb("Device: Smith & Nephew Coblator II, SN ", (W.device_sn(), "DEVICE"), ", asset tag ", (W.device_sn(), "DEVICE"),
           ". Reported to ", ch(["MHRA Yellow Card", "EBME", "biomedical engineering", "TGA", "Health Canada", "FDA MedWatch"]), ".\n")
    if kind == "Medication error":
        nb("Pharmacist review: ", K.staff_name(K.make_staff(k.c, "nurse"), "full"), ". Recorded weight ", "%.1f kg" % (k.wt * 1.3),
           " vs actual ", "%.1f kg" % k.wt, ".\n")
    nb("\nIMMEDIATE ACTION\n", ch(["Escalated to nurse in charge ", "Discussed with consultant ", "Theatre coordinator informed - "]))
    act = {"Near miss - wrong side": "Procedure paused; site re-marked and consent amended with parent present.",
           "Fasting breach": "Parent informed; case delayed to allow 6 h from solids.",
           "Medication error": "Child observed for 4 h, obs stable; parent informed at the time.",
           "Equipment failure": "Equipment removed from use and labelled 'do not use'.",
           "Patient identification": "New band printed and checked against notes with parent.",
           "Fall": "Child examined by anaesthetist, no injury; parent informed.",
           "Specimen labelling": "Lab contacted; specimen relabelled with two-person check.",
           "Security": "Security called; vehicle moved by owner.",
           "Delayed discharge": "Pharmacy escalated; family offered food vouchers and parking refund."}[kind]
    nb(K.staff_name(ch([k.surg, k.anaes, k.clerk]), ch(["full", "hon_last"])), ". ", act, "\n")
    nb("\nWITNESSES\n")
    for w in (ch([k.scrub, k.play, k.odp]), ch([k.nurse, k.rec])):
        nb("  ", K.staff_name(w, "full"), ", ", w.title, ch(["", "  ext " ]))
        if nb.parts[-1] == "  ext ":
            nb((W.ext_num(), "PHONE"))
        nb("\n")
    if chance(0.3):
        nb("  Parent witness: ", K.carer_name(k.carers[-1], "full"), " (", K.rel_word(k.carers[-1], k).lower(), ")\n")
    nb("\nHARM: ", ch(["No harm", "Near miss", "Low harm", "No harm - reached patient"]), "\n")
    nb("Being open / duty of candour: ", ch(["discussed with ", "apology given to "]), K.rel_word(k.m, k).lower(), " ",
       K.carer_name(k.m, ch(["full", "title"])), " by ", K.staff_name(k.surg, "hon_last"), " on ", K.date(k, k.op, "num"))
    if chance(0.5):
        nb("; follow-up letter sent to ", W.addr_frags(k.addr, "line"))
    if chance(0.4):
        nb("; parent email ", (k.m.email, "EMAIL"))
    nb("\n")
    nb("Manager notified: ", K.staff_name(K.make_staff(k.c, "nurse"), "full"), ", ", ch(["Day Surgery Matron", "DSU Manager", "Nurse Manager",
                                                                                       "Clinical Nurse Manager"]), "\n")
    les = {"Near miss - wrong side": "site marking audit; share at safety huddle",
           "Fasting breach": "signage in waiting area; snacks not allowed in DSU waiting room",
           "Medication error": "review of weighing process - weigh every child on admission",
           "Equipment failure": "backup Coblation unit to be available on ENT lists",
           "Patient identification": "two ID bands for all children under 5",
           "Fall": "refresher for recovery staff; cot sides up until fully awake",
           "Specimen labelling": "labels printed at point of use only",
           "Security": "estates to repaint ambulance bay markings",
           "Delayed discharge": "TTOs to be screened by pharmacy at pre-assessment"}[kind]
    nb("Lessons / actions: ", les, "\n")
    nb("\nSubmitted via ", ch(["Datix web", "Safeguard", "RL Datix", "incident portal"]), " from ", (W.ip(), "IPADDR"), " at ",
       W.hhmm(9, 22), " ", K.date(k, k.op, "num"), "\n")
    if chance(0.3):
        nb("Portal: ", (W.url("incidents/" + digits(6)), "URL"), "\n")
    return nb

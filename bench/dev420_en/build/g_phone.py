"""Genre: transplant / CAR-T coordinator telephone call log."""
import clin
import common as C
import ids
import places

GENRE = "coordinator_telephone_call"
KIND = ["allo", "allo", "cart", "cart", "auto"]

REASONS = {
    "fever": ("temp 38.%d at home, %s" % (0, "no rigors"), [
        "advised to attend %s now for FN pathway; bring meds list", "ambulance not needed - %s driving; triage bay informed"]),
    "diarrhoea": ("loose stools x%d since yesterday", ["stool sample + C. diff; push oral fluids; review tomorrow in day unit",
                                                    "?gut GVHD - attend for bloods and review"]),
    "rash": ("new itchy rash on palms and trunk", ["photos via portal reviewed; likely skin GVHD - seen same day",
                                                   "emollients; review at next visit"]),
    "confusion": ("wife reports he seemed muddled and could not write his name", ["ICANS concern - attend immediately; do not drive",
                                                                               "999/911 if worsens; bed held on ward"]),
    "meds": ("ran out of tacrolimus capsules", ["script sent to pharmacy; collect today", "supply couriered from hospital pharmacy"]),
    "appointment": ("asking to move clinic appointment", ["rebooked; letter to follow", "slot changed, reminder text sent"]),
    "insurance": ("insurer needs prior auth for CAR-T admission", ["auth details given; case manager to call back",
                                                                    "forwarded to finance coordinator"]),
    "donor": ("donor centre calling re donor work-up", ["collection date confirmed; product to be couriered fresh",
                                                        "donor medical clearance delayed - update physician"]),
    "lab": ("lab calling critical value: K 6.1", ["repeat non-haemolysed sample; ECG if confirmed", "attend day unit for repeat"]),
}


def generate(c, d, rng):
    day = rng.randint(-40, 120)
    when = c.rel(day)
    reason = rng.choice(sorted(REASONS))
    if c.kind != "cart" and reason == "confusion":
        reason = "fever"
    if c.kind != "allo" and reason in ("rash", "donor"):
        reason = rng.choice(["diarrhoea", "appointment", "lab"])
    if c.country != "US" and reason == "insurance":
        reason = "meds"
    caller_kind = rng.choice(["patient", "patient", "partner", "child", "other"])
    if reason in ("donor", "lab", "insurance"):
        caller_kind = "other"
    head = rng.randrange(2)
    if head == 0:
        d.line(rng.choice(["TELEPHONE ENCOUNTER", "Telephone Call Log - BMT Coordinator", "Phone Note", "CELLULAR THERAPY PHONE TRIAGE"]))
        d.line("Date/time: ", c.d(when, rng.choice([c.dstyle, c.wk])), " ", ids.clock(rng, 7, 19),
               "   Call type: ", rng.choice(["incoming", "outgoing", "returned call", "incoming (after hours line)"]))
    else:
        d.line(c.d(when), " ", ids.clock(rng), "  phone call - ", rng.choice(["incoming", "outgoing"]))
    d.line("Patient: ", C.pt_name(c, rng, ["full", "lf", "upper"]), "   ", *c.id_items(rng)[:2])
    if caller_kind == "patient":
        d.line("Caller: patient, from ", (c.mobile if rng.random() < 0.6 else c.phone, "PHONE"))
    elif caller_kind == "partner":
        d.line("Caller: ", c.partner_rel, " ", (c.partner.full(), "FAMILY"), " (", (c.carer_phone, "PHONE"), ") - on consent form")
    elif caller_kind == "child":
        d.line("Caller: ", c.child_rel, " ", (c.child.first, "FAMILY"), " - listed caregiver; call-back ", (ids.phone(rng, c.country, True), "PHONE"))
    else:
        org = {"donor": [(rng.choice(["DKMS", "NMDP", "Anthony Nolan"]), None), " coordinator ", (rng.choice([c.sw.full(), c.lab.full()]), "DOCTOR")],
               "lab": ["Blood sciences lab, ", (c.lab.first, "DOCTOR")],
               "insurance": [(c.insurer, "ORGANIZATION"), " case manager ", (c.sw.full(), "DOCTOR")]}.get(reason)
        if org is None:
            org = [(rng.choice(places.PHARMACIES).format(r=rng.choice(places.HOSP_ROOTS), s=rng.choice(places.STREET_NAMES)), "HOSPITAL"), " pharmacist"]
        items = []
        for it in org:
            if isinstance(it, tuple) and it[1] is None:
                items.append(it[0])
            else:
                items.append(it)
        d.line("Caller: ", *items, " - ", (ids.phone_ext(rng, c.country), "PHONE"))
    d.line("ID check: ", rng.choice(["name + DOB confirmed", "DOB and first line of address confirmed", "2 identifiers confirmed"]),
           *([" (", c.d(c.dob), ", ", (c.addr.street, "STREET"), ")"] if rng.random() < 0.4 else []))
    d.line("")
    d.w(rng.choice(["S: ", "Reason for call: ", "Caller reports: "]))
    if reason == "fever":
        d.w("temp %.1f at home %s, %s. D%+d post %s." % (rng.uniform(37.9, 39.2), ids.clock(rng, 0, 23),
                                                   rng.choice(["no rigors", "shivery", "feels unwell"]), day,
                                                   {"cart": "CAR-T", "allo": "allo", "auto": "ASCT"}[c.kind]))
    elif reason == "confusion":
        d.w(c.partner_rel, " ", (c.partner.first, "FAMILY"), " reports pt \"muddled\", repeating questions, handwriting worse since this morning. D%+d." % day)
    elif reason == "diarrhoea":
        d.w("loose stools x%d in 24 h, watery, no blood; eating less." % rng.randint(3, 9))
    elif reason == "rash":
        d.w("new itchy rash palms and trunk since ", rng.choice(["yesterday", "Sunday", "this morning"]), "; photos uploaded via portal.")
    elif reason == "meds":
        d.w("ran out of ", rng.choice(["tacrolimus 0.5 mg caps", "posaconazole", "letermovir"] if c.kind == "allo" else ["aciclovir", "levetiracetam", "co-trimoxazole"]),
            "; local pharmacy could not supply.")
    elif reason == "appointment":
        d.w("asks to move appointment on ", c.d(ids.add(when, rng.randint(1, 9)), rng.choice([c.wk, c.dstyle])),
            " - ", c.partner_rel, " working", *([" as ", C.art(c.partner_prof), (c.partner_prof, "PROFESSION")] if rng.random() < 0.5 else []), ".")
    elif reason == "insurance":
        d.w("prior authorisation needed for admission; member ID ", (c.member, "HEALTHPLAN"), ", group ", (c.group, "HEALTHPLAN"), ".")
    elif reason == "donor":
        d.w("donor (ID ", (ids.donor_id(rng), "IDNUM"), ", ", (str(rng.randint(19, 48)), "AGE"), "M, ",
            (rng.choice(places.DONOR_COUNTRIES).replace("the ", ""), "COUNTRY"), ") cleared; collection ",
            c.d(ids.add(c.day0, -1), c.short), ".")
    else:
        d.w("critical K 6.1 on sample ", (ids.accession(rng, c.yy, "CH"), "IDNUM"), " taken ", ids.clock(rng), ".")
    d.line("")
    adv = rng.choice(REASONS[reason][1])
    urgent = reason in ("fever", "confusion", "lab")
    d.w("A: ", rng.choice(["triaged per UKONS/BMT pathway; ", "red flag - ", "RED - "] if urgent else ["", "routine; ", "green - "]))
    if "%s now" in adv:
        a, b = adv.split("%s")
        d.line(a, (c.dayunit, "HOSPITAL") if rng.random() < 0.5 else "ED", b)
    elif "%s driving" in adv:
        d.line(adv.replace("%s", c.partner_rel))
    else:
        d.line(adv)
    if rng.random() < 0.5:
        d.line("   Spoke with ", *C.title_last(c), rng.choice([" directly.", " after caller handed over the phone.", " - agrees with plan."]))
    if rng.random() < 0.5:
        d.line("   Discussed with Dr ", (c.fellow.last, "DOCTOR"), " (on call, pager ", (ids.pager(rng, c.country), "PHONE"), ").")
    if rng.random() < 0.3:
        d.line("   Pharmacy: ", (rng.choice(places.PHARMACIES).format(r=rng.choice(places.HOSP_ROOTS), s=rng.choice(places.STREET_NAMES)), "HOSPITAL"),
               " fax ", (ids.phone(rng, c.country), "FAX"))
    if c.kind == "cart" and day < 60 and rng.random() < 0.5:
        d.line("   Reinforced: stay within 2 h of centre, carry wallet card, no driving until ", c.d(c.rel(56), c.short), ".")
    if rng.random() < 0.3:
        d.line("   Portal link sent: ", (ids.url(rng), "URL"), rng.choice(["", " (video visit)"]))
    if rng.random() < 0.25:
        d.line("   Telehealth session IP ", (ids.ip(rng), "IPADDR"), "; connection ", rng.choice(["good", "dropped x1"]))
    if rng.random() < 0.2:
        d.line("   Pt will be driven in by ", c.partner_rel, " - car reg ", (ids.plate(rng, c.country), "VEHICLE"), " for drop-off bay")
    if rng.random() < 0.6:
        d.line("Advice / safety-net:")
        for tip in clin.pick(rng, ["call if temp >=38.0 or rigors", "do not take paracetamol before calling", "keep fluids up 2-3 L/day",
                                   "bring all medicines and the tacrolimus diary", "check temp 4-hourly", "no live vaccines",
                                   "wear mask in crowded areas", "avoid grapefruit with tacrolimus/posaconazole",
                                   "carer must stay overnight", "call 999/911 if seizure or unrousable"], rng.randint(2, 4)):
            d.line("  - ", tip)
    if rng.random() < 0.5:
        d.line("Next contact: ", c.d(ids.add(when, rng.randint(1, 7)), rng.choice([c.wk, c.dstyle])), " (",
               rng.choice(["clinic", "phone f/u", "day unit", "bloods"]), ")")
    d.line("Outcome: ", rng.choice(["caller understood and agreed", "advice given, will call back if worse", "attending today",
                                    "no further action", "call back in 2 h"]), ".")
    d.line("")
    sig = rng.randrange(3)
    if sig == 0:
        d.line((c.coord.full(), "DOCTOR"), ", ", C.nc(c, rng), " - ", rng.choice(["BMT Coordinator", "Transplant Nurse Coordinator",
                                                                               "CAR-T Nurse Navigator", "Cellular Therapy CNS"]))
        d.line("Direct ", (ids.phone_ext(rng, c.country), "PHONE"), *(["   ", (c.coord_email, "EMAIL")] if rng.random() < 0.5 else []))
    elif sig == 1:
        d.line("-- ", (c.coord.init_last(), "DOCTOR"), " (", (c.coord.login(rng), "USERNAME"), ") ", c.d(when, c.short), " ", ids.clock(rng))
    else:
        d.line("Documented by ", (c.coord.first, "DOCTOR"), " ", C.nc(c, rng), "; time on call %d min" % rng.randint(3, 25))
    if rng.random() < 0.3:
        C.audit(d, c, rng, when, user=c.coord)
    if rng.random() < 0.15:
        d.line("Caller identity verified by voice biometric ", (ids.bioid(rng, "voice"), "BIOID"))

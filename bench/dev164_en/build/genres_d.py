"""Genres: observation and engagement record, clozapine/depot clinic record, referral triage."""
import phi
import pools_places as PP
from clin import diag, DIAG, MEDS, OBS_LEVELS, OBS_PLACES, OBS_BEH, LAW, SCORES, BLOODS, RISK_SELF, MSE_MOOD
from core import Doc, nm, dr, dt, addr, cap
from genres_a import _hp_label, _mrn_label, _lic_label


# ------------------------------------------------------------------ observation record
def obs_record(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    room = str(rng.randint(1, 24)) + rng.choice(["", "", "", "A", "B"])
    A(rng.choice(["OBSERVATION AND ENGAGEMENT RECORD", "Supportive Observation & Engagement Chart",
                  "NURSING OBSERVATION RECORD", "Therapeutic Observation Record"]), "\n")
    A("Ward: ", (ctx.ward, "HOSPITAL"), "   Room: ", (room, "LOCATION_OTHER"), "\n")
    A("Name: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["caps", "full", "lastfirst"]))
    A("   ", _mrn_label(c, rng), ": ", (ctx.mrn, "MRN"), "\nDate: ")
    dt(d, ctx, ctx.ref, rng.choice(["wdlong", ctx.dstyle, "uk"]))
    lvl = rng.choice(OBS_LEVELS)
    A("\nLevel: ", lvl, "\nReason: ", rng.choice(["recent ligature attempt", "absconsion risk", "aggression towards "
                                                                                          "staff",
                                               "food/fluid refusal", "self-harm by cutting", "sexual disinhibition",
                                               "falls risk and confusion", "new admission - baseline"]), "\n")
    A("Prescribed by: ")
    dr(d, rng, ctx.staff({"UK": "SHO", "IE": "NCHD", "AU": "RMO"}[c]), rng.choice(["t_last", "t_full"]))
    A(" at ", phi.time_str(rng), "  Review due: ")
    dt(d, ctx, ctx.d(1), rng.choice(["short", "uk"]))
    A(" at ward round\n")
    if rng.random() < 0.35:
        A("Vision-based monitoring: bedroom sensor unit ", (phi.device_id(rng, "sensor"), "DEVICE"), " active\n")
    staff = [ctx.staff(rng.choice(["HCA", "Staff Nurse"] if c == "UK" else ["HCA", "Staff Nurse", "RPN"] if c == "IE"
                                  else ["RN", "AIN", "MHN"])) for _ in range(rng.randint(3, 5))]
    A("\nStaff allocation\n")
    h0 = rng.choice([7, 8, 19, 20, 13])
    for i, s in enumerate(staff):
        A("  %02d:30-%02d:30  " % ((h0 + i) % 24, (h0 + i + 1) % 24), (s.p.full(), "DOCTOR"), " (", s.role, ")\n")
    A("\n")
    fmt = rng.choice(["pipe", "space", "csv"])
    if fmt == "pipe":
        A("| Time | Location | Mood/behaviour/engagement | Init |\n|---|---|---|---|\n")
    elif fmt == "space":
        A("Time   Location              Observation                                   Init\n")
    else:
        A("time,location,observation,initials\n")
    step = 15 if "15" in lvl or "Enhanced" in lvl or "Level 3" in lvl or "Level 4" in lvl or "2:1" in lvl else 30
    if "hourly" in lvl:
        step = 60
    t = h0 * 60 + 30
    nrows = rng.randint(10, 22)
    for r in range(nrows):
        hh, mm = (t // 60) % 24, t % 60
        s = staff[min(len(staff) - 1, r * step // 60)]
        loc = rng.choice(OBS_PLACES)
        beh = rng.choice(OBS_BEH)
        tm = "%02d:%02d" % (hh, mm)
        if fmt == "pipe":
            A("| ", tm, " | ", loc)
            if loc == "bedroom":
                A(" ", (room, "LOCATION_OTHER"))
            A(" | ", beh, " | ", (s.p.inits(False), "DOCTOR"), " |\n")
        elif fmt == "space":
            A(tm, "  ")
            if loc == "bedroom":
                A("bedroom ", (room, "LOCATION_OTHER"), " " * max(1, 14 - len(room)))
            else:
                A(loc.ljust(22))
            A(beh.ljust(46), (s.p.inits(False), "DOCTOR"), "\n")
        else:
            A(tm, ",")
            if loc == "bedroom":
                A("bedroom ", (room, "LOCATION_OTHER"))
            else:
                A(loc)
            A(",", '"' + beh + '"' if "," in beh else beh, ",", (s.p.inits(False), "DOCTOR"), "\n")
        t += step
    A("\nEngagement summary: ")
    sw = rng.choice(staff)
    A((sw.p.first, "DOCTOR"), " spent ", str(rng.randint(10, 40)), " min with ")
    nm(d, rng, ctx.pt, "PATIENT", "first")
    A(" ", rng.choice(["discussing ", "playing cards; talked about ", "doing a safety plan; mentioned "]))
    r = rng.random()
    if r < 0.4:
        A(ctx.his, " ", ctx.nok_rel, " ")
        nm(d, rng, ctx.nok, "FAMILY", "first")
        A(" visiting on ")
        dt(d, ctx, ctx.d(rng.randint(1, 5)), rng.choice(["wdabbr", "dshort"]))
    elif r < 0.7:
        A("returning to work as a ", (ctx.prof, "PROFESSION"))
    else:
        A("plans for ", (rng.choice(phi.HOLIDAYS[c]), "DATE"))
    A(". Mood ", rng.choice(MSE_MOOD), ".\n")
    if rng.random() < 0.3:
        A("Incident ", phi.time_str(rng), ": ", rng.choice(["attempted to tie ligature - removed",
                                                             "head-butted door", "threw tray"]),
          "; body-worn camera ", (phi.device_id(rng, "bwc"), "DEVICE"), " activated; Datix ",
          (phi.idnum(rng, "datix"), "IDNUM"), ".\n")
    A("Signed (nurse in charge): ")
    nic = ctx.staff({"UK": "Charge Nurse", "IE": "CNM1", "AU": "NUM"}[c])
    A((nic.p.full(), "DOCTOR"), " ", nic.role, "\n")
    return d


# ------------------------------------------------------------------ clozapine / depot clinic
def clozapine_clinic(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    depot = rng.random() < 0.35
    base = rng.choice(PP.TEAM_BASES)
    A(rng.choice(["DEPOT CLINIC RECORD", "Depot Administration Record"]) if depot else
      rng.choice(["CLOZAPINE CLINIC RECORD", "Clozapine Monitoring - Community Clinic", "CLOZAPINE CLINIC"]),
      " - ", (base, "HOSPITAL"), "\n\n")
    A("Name: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["caps", "full", "lastfirst"]))
    A("\nDOB: ")
    dt(d, ctx, ctx.dob)
    A("   ", _mrn_label(c, rng), ": ", (ctx.mrn, "MRN"), "   ", _hp_label(c, rng), ": ", (ctx.hp, "HEALTHPLAN"), "\n")
    A("Tel: ", (ctx.phone, "PHONE"), "   GP: Dr ", (ctx.gp.last, "DOCTOR"), " (", (ctx.practice, "HOSPITAL"), ")\n")
    if not depot:
        A("Monitoring service patient no: ", (phi.idnum(rng, "cloz"), "IDNUM"), "   Registered prescriber: ")
        dr(d, rng, ctx.rc, "t_last")
        A("\nDispensing pharmacy: ", (rng.choice(PP.PHARMACIES), "HOSPITAL"), "  tel ",
          (phi.phone(rng, c, "land"), "PHONE"), "  fax ", (phi.phone(rng, c, "land"), "FAX"), "\n")
        A("Started clozapine: ")
        dt(d, ctx, ctx.d(-rng.randint(200, 3000)), rng.choice(["my", "uk"]))
        A(" at ", (rng.choice(PP.HOSPITALS[c]), "HOSPITAL"), "   Smoker: ", rng.choice(["yes (20/day)", "no",
                                                                                       "vapes only", "ex"]), "\n")
        if rng.random() < 0.5:
            A("POC analyser SN ", (phi.device_id(rng, "ecg")[3:], "DEVICE"), " (fingerprick FBC)\n")
        A("\n")
        fmt = rng.choice(["pipe", "space"])
        if fmt == "pipe":
            A("| Date | Sample no | WCC | ANC | Result | Dose mg/day | Wt kg | BP | Init |\n")
            A("|---|---|---|---|---|---|---|---|---|\n")
        else:
            A("Date        Sample no      WCC   ANC   Result  Dose   Wt     BP        Init\n")
        cur = ctx.d(-rng.randint(60, 120))
        dose = rng.choice([200, 250, 300, 350, 400, 450, 500])
        staff = [ctx.staff() for _ in range(3)]
        wt0 = rng.uniform(62, 128)
        for i in range(rng.randint(4, 8)):
            wcc = round(rng.uniform(3.2, 10.5), 1)
            anc = round(wcc * rng.uniform(0.4, 0.7), 1)
            res = "Green" if anc >= 2.0 and wcc >= 3.5 else "Amber"
            wt = round(wt0 + rng.uniform(-1.5, 1.5), 1)
            bp = "%d/%d" % (rng.randint(100, 150), rng.randint(60, 95))
            s = rng.choice(staff)
            if fmt == "pipe":
                A("| ", (phi.fdate(cur, "uk"), "DATE"), " | ", (phi.idnum(rng, "lab"), "IDNUM"), " | ", str(wcc), " | ",
                  str(anc), " | ", res, " | ", str(dose), " | ", str(wt), " | ", bp, " | ", (s.p.inits(False), "DOCTOR"),
                  " |\n")
            else:
                sid = phi.idnum(rng, "lab")
                A((phi.fdate(cur, "uk"), "DATE"), "  ", (sid, "IDNUM"), " " * max(1, 15 - len(sid)),
                  str(wcc).ljust(6), str(anc).ljust(6), res.ljust(8), str(dose).ljust(7), str(wt).ljust(7),
                  bp.ljust(10), (s.p.inits(False), "DOCTOR"), "\n")
            cur = phi.shift(cur, 28 if rng.random() < 0.7 else 14)
        A("\nSide effects (GASS): ", rng.choice(["hypersalivation at night", "constipation - on senna",
                                                  "sedation am", "nil significant", "weight gain 4kg"]), ". ",
          rng.choice(BLOODS), "; level sample ", (phi.idnum(rng, "lab"), "IDNUM"), " sent.\n")
        A("Bowel habit checked (clozapine-induced constipation screen). ", rng.choice(SCORES), ".\n")
        A("Next bloods: ")
        dt(d, ctx, cur, rng.choice(["uk", "wdabbr", ctx.dstyle]))
        A("\n")
    else:
        drug = rng.choice(["paliperidone palmitate 150mg", "zuclopenthixol decanoate 400mg",
                           "flupentixol decanoate 60mg", "aripiprazole 400mg", "haloperidol decanoate 100mg",
                           "risperidone LAI 50mg"])
        ivl, ivd = rng.choice([("2 weeks", 14), ("4 weeks", 28), ("3 weeks", 21), ("month", 28)])
        A("Preparation: ", drug, " IM, every ", ivl, "\n\n")
        A("| Date due | Date given | Site | Given by | Comments |\n|---|---|---|---|---|\n")
        cur = ctx.d(-rng.randint(60, 150))
        staff = [ctx.staff() for _ in range(3)]
        for i in range(rng.randint(4, 7)):
            late = rng.choice([0, 0, 0, 1, 3, 7])
            A("| ", (phi.fdate(cur, "uk"), "DATE"), " | ", (phi.fdate(phi.shift(cur, late), "uk"), "DATE"), " | ",
              rng.choice(["L glut", "R glut", "L delt", "R delt", "L VG", "R VG"]), " | ",
              (rng.choice(staff).p.full(), "DOCTOR"), " | ",
              rng.choice(["no issues", "late - DNA, HV", "reluctant but accepted", "EPSE screen done",
                          "given at home ", "BP 126/78"]))
            if d.buf[-1] == "given at home ":
                A("(", (ctx.street, "STREET"), ")")
            A(" |\n")
            cur = phi.shift(cur, ivd)
        A("\nNext due: ")
        dt(d, ctx, cur)
        A(". If DNA, contact ", ctx.nok_rel, " ")
        nm(d, rng, ctx.nok, "FAMILY", "first")
        A(" on ", (ctx.nok_phone, "PHONE"), ".\n")
    A("\nClinic nurse: ")
    n = ctx.staff({"UK": "CPN", "IE": "Clinical Nurse Specialist", "AU": "CNC"}[c])
    A((n.p.full(), "DOCTOR"), " (", _lic_label("nurse", c), " ", (n.lic(rng), "LICENSE"), ")\n")
    return d


# ------------------------------------------------------------------ referral triage
def referral_triage(rng, ctx):
    d = Doc()
    A = d.add
    c = ctx.country
    svc = rng.choice(["adult", "eip", "perinatal", "youth"])
    if svc == "perinatal" and (ctx.sex == "M" or ctx.age > 44):
        svc = "eip"
    if svc == "eip" and ctx.age > 60:
        svc = "adult"
    if svc == "youth":
        ctx.age = rng.randint(14, 24)
        ctx.dob = phi.dob_for_age(rng, ctx.ref, ctx.age)
        ctx.nok_rel, ctx.nok = ctx.fam(rng.choice(["mother", "father"]))
        ctx.nok.last = ctx.pt.last if rng.random() < 0.7 else ctx.nok.last
    A({"UK": "SINGLE POINT OF ACCESS - REFERRAL TRIAGE", "IE": "REFERRAL TRIAGE - COMMUNITY MENTAL HEALTH SERVICE",
       "AU": "INTAKE / TRIAGE RECORD"}[c], "\n")
    A("Referral ID: ", (phi.idnum(rng, "referral"), "IDNUM"), "    Received: ")
    dt(d, ctx, ctx.d(-rng.randint(0, 5)))
    A(" ", phi.time_str(rng), "\n")
    A("Referrer: Dr ", (ctx.gp.full(), "DOCTOR"), ", ", (ctx.practice, "HOSPITAL"), "\n")
    A("Referrer contact: ", (ctx.gp_phone, "PHONE"))
    if rng.random() < 0.5:
        A(" / ", (phi.email(rng, c, ctx.gp), "EMAIL"))
    if rng.random() < 0.3:
        A(" / fax ", (ctx.gp_fax, "FAX"))
    A("\n\nName: ")
    nm(d, rng, ctx.pt, "PATIENT", rng.choice(["full", "caps"]))
    A("   DOB: ")
    dt(d, ctx, ctx.dob)
    A("   Age: ", (str(ctx.age), "AGE"), "\nAddress: ")
    addr(d, ctx)
    A("\nPhone: ", (ctx.phone, "PHONE"), "\n", _hp_label(c, rng), ": ", (ctx.hp, "HEALTHPLAN"), "\n")
    if rng.random() < 0.35:
        A({"UK": rng.choice(["NINo", "NI No", "NI number"]), "IE": "PPSN", "AU": rng.choice(["CRN", "Centrelink CRN"])}[c], ": ", (ctx.ssn, "SSN"), "\n")
    if rng.random() < 0.3:
        A("Interpreter needed: ", rng.choice(["Polish", "Dari", "Arabic", "Mandarin", "Tigrinya"]), "\n")
    A("\nReason for referral\n")
    if svc == "eip":
        A("Possible first episode psychosis: ", rng.choice(["hearing voices for 3 months", "believes "
                                                            "phone is hacked", "withdrawn from friends, bizarre "
                                                            "posts online"]), ". ")
    elif svc == "perinatal":
        edd = ctx.d(rng.randint(20, 150))
        A("Pregnant, EDD ")
        dt(d, ctx, edd)
        A(" (", rng.choice(["G2P1", "G1P0", "G3P2"]), "). History of ", rng.choice(["postpartum psychosis",
                                                                                 "bipolar disorder",
                                                                                 "severe depression"]),
          " after first child ")
        kid = phi.person(rng, c, origin=ctx.pt.origin)
        kid.last = ctx.pt.last
        nm(d, rng, kid, "FAMILY", "first")
        A(" (now ", (str(rng.randint(1, 8)), "AGE"), "). Booked at ", (rng.choice(PP.HOSPITALS[c]), "HOSPITAL"),
          " maternity. ", rng.choice(["EPDS 19", "EPDS 22", "EPDS 14"]), ". ")
    elif svc == "youth":
        A(rng.choice(["Low mood and self-harm (cutting)", "Restrictive eating, BMI 16.2", "School refusal, "
                      "panic attacks"]), ". Attends ", (phi.org(rng, c, "school", ctx.age),
                                                        "ORGANIZATION"), ". ")
    else:
        A(rng.choice(["Worsening depression despite sertraline 200mg", "Suicidal ideation with plan",
                      "Alcohol use and low mood after redundancy", "Paranoia and insomnia"]), ". ")
        if rng.random() < 0.6:
            A("Works as a ", (ctx.prof, "PROFESSION"), " at ", (phi.org(rng, c), "ORGANIZATION"), ". ")
    A(rng.choice(SCORES), ".\n\n")
    A("Collateral\n")
    A("Spoke to ", ctx.nok_rel, " ")
    nm(d, rng, ctx.nok, "FAMILY", rng.choice(["full", "last_t"]))
    A(" on ", (ctx.nok_phone, "PHONE"), ": ", rng.choice(["very worried, pt not leaving bedroom",
                                                          "reports pt gave away possessions",
                                                          "no immediate concerns", "pt recently returned from "]))
    if d.buf[-1].endswith("from "):
        A((rng.choice(PP.COUNTRIES), "COUNTRY"), " on ")
        dt(d, ctx, ctx.d(-rng.randint(3, 20)), rng.choice(["dshort", ctx.dstyle]))
    A(".\nPrevious contact: ", rng.choice(["none", "seen by ", "known to services "]))
    if d.buf[-1] == "seen by ":
        A((rng.choice(PP.TEAMS[c]).format(t=phi.town(rng, c)), "HOSPITAL"), " in ")
        dt(d, ctx, phi.rand_date(rng, (ctx.ref.year - 6, 1, 1), (ctx.ref.year - 1, 12, 1)), rng.choice(["y", "my"]))
    elif d.buf[-1] == "known to services ":
        A("since ", (str(ctx.ref.year - rng.randint(1, 8)), "DATE"), ", last discharged ")
        dt(d, ctx, ctx.d(-rng.randint(60, 600)))
    A("\n\nTriage decision\n")
    urg = rng.choice(["Emergency (4 hours)", "Urgent (24-72 hours)", "Routine (28 days)", "Routine (4 weeks)"])
    A("Priority: ", urg, "\nAllocated to: ",
      ({"eip": "{t} Early Intervention Team", "perinatal": "{t} Perinatal Mental Health Team",
        "youth": "{t} Youth Mental Health Service", "adult": rng.choice(PP.TEAMS[c])}[svc].format(t=ctx.town),
       "HOSPITAL"), "\nAppointment: ")
    dt(d, ctx, ctx.d(rng.randint(1, 28)), rng.choice(["wdlong", ctx.dstyle]))
    ah, am = rng.randint(9, 16), rng.choice([0, 15, 30, 45])
    A(" at ", rng.choice(["%02d:%02d" % (ah, am), "%d.%02d%s" % (ah if ah <= 12 else ah - 12, am,
                                                                 "am" if ah < 12 else "pm")]), ", ",
      (rng.choice(PP.TEAM_BASES), "HOSPITAL"), "\n")
    A("Letter sent to patient and GP. Safety advice given; crisis number ", (phi.phone(rng, c, "land"), "PHONE"),
      ".\n\nTriaged by: ")
    t = ctx.staff({"UK": "CPN", "IE": "Clinical Nurse Specialist", "AU": "CNC"}[c])
    A((t.p.full(), "DOCTOR"), ", ", t.role, " - discussed with ")
    dr(d, rng, ctx.rc, "t_last")
    A(" (duty consultant)\n")
    if rng.random() < 0.3:
        A("Logged by ", (phi.username(rng, t.p), "USERNAME"), "\n")
    return d

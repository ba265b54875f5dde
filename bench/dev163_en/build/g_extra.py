"""Own genres: rapid response event note; social work / case management discharge planning note."""
import case as casemod
import common
import phi
import places

CALL_REASONS = ["staff worried", "SBP < 90", "HR > 130", "SpO2 < 90% despite O2", "acute change in mental status",
                "RR > 28", "new chest pain", "seizure", "uncontrolled bleeding"]


def rapid_response(d, c):
    r = c.rng
    s = c.scen
    when = phi.plus(c.adm, r.randint(0, max(0, c.los - 1)))
    rn, res, att = c.stf("rn"), c.stf("res"), c.stf("att")
    icu_md = casemod.make_person(r, c.country)
    icu_rn = casemod.make_person(r, c.country)
    rt = c.stf("rt")
    h0, m0 = r.randint(0, 22), r.randint(0, 40)
    t = lambda k: "%02d:%02d" % (h0 + (m0 + k) // 60, (m0 + k) % 60)
    variant = r.randrange(3)
    trig, act = s["rrt"]
    if variant == 0:
        d.ln("RAPID RESPONSE TEAM - EVENT NOTE")
        d.ln("Event #: {e}   Date: {dt}   Called: {a}   Team arrived: {b}   Ended: {c1}",
             e=("IDNUM", phi.accession(r, "incident")), dt=c.Dt(when), a=t(0), b=t(2), c1=t(r.randint(25, 55)))
        d.ln("Location: {u}, room {rm}", u=c.unitref(), rm=("LOCATION_OTHER", c.room))
        d.ln("Patient: {n}   MRN {m}   {ag}", n=c.P("LFM"), m=("MRN", c.mrn), ag=c.age_piece("compact"))
        d.ln("Caller: {rn} (primary RN); criteria: {x}", rn=c.doc(rn, "fl_cred"), x=r.choice(CALL_REASONS))
        d.ln("Responders: {a} (ICU fellow), {b}, RN (ICU outreach), {c1} (RT), {d1} (primary team)",
             a=["Dr. ", ("DOCTOR", icu_md.form("fl"))], b=("DOCTOR", icu_rn.form("fl")), c1=c.doc(rt, "fl"), d1=c.doc(res, "dr_l"))
        d.nl()
        d.ln("S: " + trig + ".")
        d.f("B: ")
        d.add(c.age_piece(r.choice(["compact", "yo"])))
        d.f(" admitted {dt} with " + common.lc(s["dx"]) + "; PMH " + ", ".join(s["pmh"][:2]) + ".", dt=c.Ds(c.adm))
        d.nl()
        d.ln("A: vitals timeline")
        d.ln("  time   HR   BP       RR  SpO2")
        for k in (2, 10, 20, 35):
            d.ln("  %s  %-4d %-8s %-3d %d%%" % (t(k), r.randint(60, 150), "%d/%d" % (r.randint(70, 150), r.randint(35, 90)),
                                                 r.randint(12, 36), r.randint(82, 99)))
        d.ln("R/interventions: " + act + ".")
        d.ln("Labs sent: VBG, lactate, CBC, BMP (order {o}).", o=("IDNUM", phi.accession(r, "order")))
        if r.random() < 0.3:
            common.device_line(d, c, "Device interrogation requested")
        d.nl()
        if "ICU" in act or "transfer" in act or "CICU" in act:
            d.ln("Disposition: transferred to ICU, bed {b}, at {tt}.", b=("LOCATION_OTHER", str(r.randint(1, 28))), tt=t(50))
        else:
            d.ln("Disposition: remains on {u} with q1h vitals x4 h, re-page RRT for any criteria.", u=c.unitref())
        d.ln("Primary attending {a} notified at {tt}. {f} updated by phone ({ph}).", a=c.doc(att, "dr_l"), tt=t(30),
             f=c.famref(0), ph=("PHONE", c.fam(0)["phone"]))
        d.ln("Post-event plan:")
        for x in r.sample(["repeat lactate in 2 h", "q1h vitals x4 then q4h", "strict I/O", "primary team to reassess at 0800",
                           "hold sedating meds", "continuous pulse oximetry", "re-check K/Mg", "goals of care conversation with family tomorrow"], 3):
            d.ln("- " + x)
        d.ln("Debrief completed; no equipment issues." if r.random() < 0.7 else "Debrief: suction not set up in room - safety report {i} filed.",
             i=("IDNUM", phi.accession(r, "incident")))
        common.sign(d, c, res, when, style=r.choice([0, 2, 4]))
    elif variant == 1:
        d.ln("RRT NOTE (SBAR) - {h} - {dt} {tt}", h=c.hname(False), dt=c.Ds(when), tt=t(0))
        d.f("S: RRT called by {rn} for " + trig + " in {pt} ", rn=c.doc(rn, "f"), pt=c.P("fl"))
        d.f("(rm {rm}).", rm=("LOCATION_OTHER", c.room))
        d.nl()
        d.f("B: " + s["short"] + ", HD{n}. Code status: {cs}.", n=str(c.hday(when)), cs=r.choice(["Full", "DNR/DNI", "Full code"]))
        d.nl()
        d.ln("A: on arrival {x}. Exam: {y}.", x=r.choice(["diaphoretic, GCS 13", "alert, anxious", "mottled knees",
                                                          "responsive to voice only"]), y=s["exam"][0])
        d.ln("R: " + act + ". ICU ({icu}) consulted - {z}.", icu=["Dr. ", ("DOCTOR", icu_md.last)],
             z=r.choice(["accepted to ICU", "will follow, stay on ward", "re-evaluate in 2 h"]))
        d.ln("Spoke with {f} ({ph}).", f=c.famref(0), ph=("PHONE", c.fam(0)["phone"]))
        d.ln("{n} | pgr {p}", n=c.doc(res, "fl_cred"), p=c.pgr(res))
    else:
        d.ln("Rapid Response Flowsheet (nursing documentation)")
        d.ln("Pt: {n}; DOB {dob}; MRN {m}; Unit {u} / Bed {b}", n=c.P("LF"), dob=c.Dt(c.dob), m=("MRN", c.mrn),
             u=c.unitref(), b=("LOCATION_OTHER", c.room))
        d.ln("{tt} RRT activated by {rn} RN - " + r.choice(CALL_REASONS), tt=t(0), rn=("DOCTOR", rn.p.form("fl")))
        d.ln("{tt} RRT at bedside ({a} RN, {b} RT)", tt=t(2), a=("DOCTOR", icu_rn.form("f")), b=("DOCTOR", rt.p.form("f")))
        d.ln("{tt} " + act.split(",")[0], tt=t(6))
        d.ln("{tt} MD at bedside: {m}", tt=t(8), m=c.doc(res, "dr_l"))
        d.ln("{tt} Monitor: telemetry box reassigned; bedside monitor IP {ip}", tt=t(12), ip=("IPADDR", phi.ip_addr(r)))
        d.ln("{tt} Family ({f}) called, message left at {ph}", tt=t(20), f=c.famref(0, "f"), ph=("PHONE", c.fam(0)["phone"]))
        d.ln("{tt} Event ended. Outcome: " + r.choice(["stayed on unit", "ICU transfer", "step-down transfer"]), tt=t(r.randint(30, 60)))
        d.ln("Documented by {n}, {cr} ({u})", n=("DOCTOR", icu_rn.form("fl")), cr="RN", u=("USERNAME", phi.username(r, icu_rn.first, icu_rn.last)))


def dc_planning(d, c):
    r = c.rng
    s = c.scen
    sw, cm = c.stf("sw"), c.stf("cm")
    who = sw if r.random() < 0.5 else cm
    when = phi.plus(c.adm, r.randint(1, max(1, c.los - 1)))
    ins = r.choice(places.INSURERS[c.country])
    variant = r.randrange(3)
    if variant < 2:
        d.ln(r.choice(["CASE MANAGEMENT DISCHARGE PLANNING NOTE", "Social Work Psychosocial Assessment",
                       "Transition of Care / Discharge Planning", "SW/CM Initial Assessment"]))
        d.ln("Date: {dt}    Author: {a}", dt=c.Dt(when), a=c.doc(who, "fl_cred"))
        d.ln("Patient: {n}   MRN {m}   Acct {ac}   DOB {dob} ({ag})", n=c.P("LFM"), m=("MRN", c.mrn), ac=("ACCOUNT", c.acct),
             dob=c.Dt(c.dob), ag=[("AGE", str(c.age)), " y"])
        d.ln("Address: {ad}", ad=c.addr(r.choice(["line", "line", "upper"])))
        d.ln("Phone: {p1} (cell)  {p2} (home)  E-mail: {em}", p1=("PHONE", c.cell), p2=("PHONE", c.home_phone),
             em=("EMAIL", phi.email(r, c.pt.first, c.pt.last)))
        d.nl()
        d.ln("PAYER / BENEFITS")
        if c.country == "US":
            d.ln("Primary: {i}, {hl} {hp}, group {g}", i=("ORGANIZATION", ins), hl=c.hp_label, hp=("HEALTHPLAN", c.hp),
                 g=("HEALTHPLAN", phi.group_no(r)))
            if r.random() < 0.5:
                d.ln("Secondary: Medicaid ID {m} (pending renewal)", m=("HEALTHPLAN", phi.healthplan(r, "US", kind="medicaid")[1]))
            d.ln("SSN (for Medicaid/SSDI application): {ssn}", ssn=("SSN", c.ssn))
        else:
            d.ln("Provincial coverage: {hl} {hp} (valid, version code on card)", hl=c.hp_label, hp=("HEALTHPLAN", c.hp))
            d.ln("Extended benefits: {i}, certificate {cert}", i=("ORGANIZATION", ins), cert=("HEALTHPLAN", phi.group_no(r)))
            d.ln("SIN provided for ODSP/AISH application: {ssn}", ssn=("SSN", c.ssn))
        d.nl()
        d.ln("PSYCHOSOCIAL")
        common.social(d, c)
        if not c.retired and r.random() < 0.6:
            d.ln("FMLA/short-term disability forms faxed to employer HR at {org} ({fx}).", org=("ORGANIZATION", c.employer),
                 fx=("FAX", phi.phone_num(r, c.home[4])))
        common.family_contacts(d, c, "Support")
        d.nl()
        d.ln("TRANSPORTATION")
        k = r.randrange(3)
        if k == 0:
            d.ln("Drove self to ED; vehicle ({car}, plate {pl}) in visitor garage level {lv} - parking validation given.",
                 car=r.choice(["grey 2014 Honda Civic", "blue pickup", "white minivan", "red hatchback"]), pl=("VEHICLE", phi.plate(r, c.country)),
                 lv=r.choice(["P2", "P3", "B1"]))
        elif k == 1:
            d.ln("Does not drive. {f} will pick up. Medical transport arranged if needed, trip # {i}.", f=c.famref(0),
                 i=("IDNUM", phi.accession(r, "req")))
        else:
            d.ln("Patient's car towed from ED entrance; VIN {v}, plate {pl} - {f} to retrieve from impound.",
                 v=("VEHICLE", phi.vin(r)), pl=("VEHICLE", phi.plate(r, c.country)), f=c.famref(0, "f"))
        d.nl()
        d.ln("BARRIERS: {x}", x=r.choice(["none identified", "lives alone, 3 flights of stairs", "insurance authorization for SNF",
                                          "unstable housing", "cost of medications", "caregiver burnout"]))
        d.ln("PLAN:")
        k = r.randrange(3)
        if k == 0:
            agency = r.choice(places.HOME_CARE)
            d.ln("- Home with home health ({ag}, intake {ph}); RN/PT/OT start of care {dt}.", ag=("ORGANIZATION", agency),
                 ph=("PHONE", phi.phone_num(r, c.area)), dt=c.Ds(phi.plus(c.dc, 1)))
            d.ln("- DME: rolling walker, shower chair ordered via {v}, order {o}.", v=("ORGANIZATION", r.choice(places.HOME_CARE)),
                 o=("IDNUM", phi.accession(r, "order")))
        elif k == 1:
            d.ln("- SNF referrals sent {dt}:", dt=c.Ds(when))
            for f in r.sample(places.SNF[c.country], 3):
                d.ln("    {f} (fax {fx}) - " + r.choice(["accepted", "declined - no bed", "pending review", "accepted, room {b}"]),
                     f=("HOSPITAL", f), fx=("FAX", phi.phone_num(r, c.area)), b=("LOCATION_OTHER", c.room_number()))
            d.ln("- Insurance auth #{a} requested from {i}.", a=("IDNUM", phi.accession(r, "referral", when.year % 100)), i=("ORGANIZATION", ins))
        else:
            d.ln("- Home O2 qualified (SpO2 86% RA at rest); {v} to deliver concentrator, SN {sn}.",
                 v=("ORGANIZATION", r.choice(places.HOME_CARE)), sn=("DEVICE", phi.device_serial(r, "home oxygen concentrator")))
            d.ln("- Follow-up PCP {p} ({cl}).", p=c.doc(c.pcp, "dr_l"), cl=("HOSPITAL", c.clinic))
        d.ln("- Patient portal enrolled, username {u}.", u=("USERNAME", phi.username(r, c.pt.first, c.pt.last)))
        if r.random() < 0.3:
            d.ln("- Identity confirmed for benefits office using palm-vein biometric (ID {b}).", b=("BIOID", phi.bioid(r)))
        d.nl()
        d.ln("Discussed with {f} and team at IDR. Will follow.", f=c.famref(0))
        common.sign(d, c, who, when, style=r.choice([0, 1, 2, 4]))
    else:
        d.ln("CM update {dt} - {n} ({m})", dt=c.Ds(when), n=c.P("LF"), m=("MRN", c.mrn))
        d.ln("* {f} called back from {ph}; agrees with plan for " + r.choice(["rehab", "home with services", "LTC", "respite"]) + ".",
             f=c.famref(0), ph=("PHONE", c.fam(0)["phone"]))
        d.ln("* {i} auth approved, ref {a}, valid through {dt}.", i=("ORGANIZATION", ins), a=("IDNUM", phi.accession(r, "referral", when.year % 100)),
             dt=c.Ds(phi.plus(when, 7)))
        d.ln("* Accepting facility: {snf}, {ad}; bed ready {dt}.", snf=("HOSPITAL", c.snf),
             ad=[("STREET", c.street_line(c.hcity)), ", ", ("CITY", c.hcity[0])], dt=c.Ds(phi.plus(when, 1)))
        d.ln("* Transport: wheelchair van, pick-up {hh}; {f} to meet at facility.", hh=r.choice(["10:00", "1330", "noon"]),
             f=c.famref(0, "f"))
        d.ln("* Paperwork faxed to {fx}; report to be called by RN.", fx=("FAX", phi.phone_num(r, c.area)))
        d.ln("-- {n} ({u}) {e}", n=("DOCTOR", who.p.form("fl")), u=("USERNAME", who.user), e=("PHONE", "x%d" % r.randint(2000, 7999)))

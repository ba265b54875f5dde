"""Genre (own): adolescent inpatient unit nursing handover / shift report."""
from doc import Phi
import blocks as B
import pools_clin as PC

GENRE = "inpatient_nursing_note"
PROBLEMS = ["selfharm", "eating", "depression", "eating", "trauma", "ocd"]
MIN_AGE = 12

OBS = ["Level 1 (general, hourly)", "Level 2 (intermittent, 15 min)", "Level 3 (within eyesight)",
       "Level 4 (arm's length, 2:1)", "Level 2 (30 min) overnight"]
LEAVE = ["nil", "ward only", "grounds leave 30 min escorted", "s17 escorted community leave x2/day",
         "s17 unescorted 1 h", "home leave weekend (overnight)", "informal - leave by agreement"]
STATUS = ["informal", "s2", "s3", "s3 (day 12)", "informal (parental consent)", "s5(4) lapsed - informal",
          "CTO n/a - s3"]


def board(d, c, v):
    rng, cty = c.rng, c.cty
    d.w("{ward} - {unit}\nSHIFT HANDOVER  {dt}  {s}\n", v, dt=c.d(style=rng.choice([None, "wd_short"])),
        s=rng.choice(["Early -> Late", "Late -> Night", "Night -> Early"]))
    nic = c.staff("nic", "nurse")
    d.w("Nurse in charge: {n}   Bleep {b}   Staffing: 3 RMN, 4 HCA (1 agency)\n\n", n=nic.full(), b=cty.bleep())
    d.add("%-5s %-10s %-4s %-8s %-28s %s\n" % ("Bed", "Pt", "Age", "Status", "Obs", "Notes"))
    beds = sorted(rng.sample(range(1, 13), rng.randint(4, 7)))
    mine = rng.choice(beds)
    for b in beds:
        if b == mine:
            p, age = c.pt, c.age
        else:
            p, age = c.person("PATIENT"), rng.randint(12, 17)
        d.w("{b}", b=Phi(str(b), "LOCATION_OTHER"))
        d.add(" " * (5 - len(str(b))) + " ")
        ini = p.init(rng.random() < 0.4)
        d.w("{i}", i=ini)
        d.add(" " * max(1, 11 - len(ini.text)))
        d.w("{a}", a=Phi(str(age), "AGE"))
        d.add("   %-8s %-28s " % (rng.choice(STATUS), rng.choice(OBS)))
        d.add(rng.choice([
            "NG bolus 0800/1200/1700/2100; settled.", "Self-harm (scratching) 14:20 - first aid, Datix done.",
            "Tearful after phone call with dad; PRN promethazine 25 mg 19:40.", "Meal plan 100%, bright.",
            "Absconding risk - keep on ward.", "s17 leave with mum 15:00-17:00, returned on time.",
            "Ward round tomorrow - wants to discuss leave.", "Refused breakfast; supplement taken.",
            "Restraint x1 (supine avoided), 4 mins; debrief offered.", "Settled, slept well.",
            "Blood results pending (phosphate)."]))
        d.add("\n")
    d.add("\nEnvironment: %s\n" % rng.choice(["Ligature audit completed. Garden locked after 20:00.",
                                              "Quiet room out of use (maintenance).", "Sharps box count correct.",
                                              "Fire drill Thu."]))
    d.w("Incident reference(s): {i}\n", i=cty.idnum("incident"))
    d.w("Handover given by {a} to {b}\n", a=nic.f_initial(), b=c.staff("nurse2", "nurse").f_initial())


def progress(d, c, v):
    rng, cty = c.rng, c.cty
    rmn = c.staff("nurse1", "nurse")
    d.w("NURSING PROGRESS NOTE - {ward}, {unit}\n", v)
    d.w("{pt}  ({age})  DOB {dob}  {mrn_lab} {mrn}  Room {r}\n", v, r=Phi(str(rng.randint(1, 14)), "LOCATION_OTHER"))
    st = rng.choice(["s2", "s3", "informal", "informal"]) if c.code == "GB" else \
        rng.choice(["involuntary", "voluntary", "informal"])
    if st in ("informal", "voluntary"):
        d.w("Legal status: {st}", st=st)
    else:
        d.w("Legal status: {st} {mha}", v, st=st)
        if rng.random() < 0.6:
            d.w(" - renewal/expiry {dt}", dt=c.rel(rng.randint(5, 80)))
    shift, sign, hrs = rng.choice([("Early 07:00-15:00", "14:4", (8, 13)), ("Late 14:30-22:00", "21:3", (15, 20)),
                                   ("Night 21:45-07:15", "06:5", (22, 23))])

    def stime():
        return "%02d:%02d" % (rng.randint(*hrs), rng.randint(0, 59))
    d.w("\nShift: {s} {dt}\n\n", s=shift, dt=c.d())
    d.add("Observation level: %s\n" % rng.choice(OBS))
    d.add("Presentation: %s\n" % rng.choice([
        "Low in mood, spent most of morning in bedroom; engaged in 1:1 for 20 mins. Denied current SI.",
        "Brighter, attended education session and OT baking group.",
        "Agitated after ward round decision re leave, threw chair in lounge, de-escalated verbally.",
        "Preoccupied with body image; body checking in mirror; distressed at weigh-in.",
        "Settled; watched film with peers; appropriate interactions."]))
    if c.problem == "eating":
        d.add("Nutrition: breakfast %d%%, snack %d%%, lunch %d%% (supplemented with Fortisip). NG: %s.\n" % (
            rng.choice([0, 50, 75, 100]), rng.choice([0, 50, 100]), rng.choice([25, 50, 100]),
            rng.choice(["not required", "bolus given x1 (declined lunch)", "bolus x2 as per care plan"])))
        d.add("Obs: %s. Weight (Mon) %.1f kg.\n" % (PC.vitals(rng, True), rng.uniform(35, 47)))
    else:
        d.add("Obs: %s\n" % PC.vitals(rng))
    if rng.random() < 0.6:
        d.w("Incident: at {tm} {x} {sys} {ix}.\n", tm=stime(), ix=cty.idnum("incident"),
            sys={"GB": "Datix", "IE": "NIMS ref", "AU": "RiskMan", "NZ": "Safety1st", "CA": "IR #"}[c.code],
            x=rng.choice([
            "found with ligature (hoodie cord) in bathroom, removed promptly, no injury; physical health checks done.",
            "superficial cuts to L forearm with plastic from a broken pen; cleaned and steri-stripped.",
            "attempted to abscond through airlock when door opened, redirected.",
            "verbal aggression towards peer; separated, 1:1 support."]))
    if rng.random() < 0.5:
        d.add("PRN: %s at %s - %s effect.\n" % (PC.med_line(rng, "prn").split(" PRN")[0], stime(),
                                               rng.choice(["good", "partial", "minimal"])))
    if rng.random() < 0.5:
        h = rng.randint(10, 16)
        d.w("Leave: {s}escorted leave with {crel} {carer_f} {t1}-{t2} to {town}; {crel}'s car reg {pl} recorded "
            "per AWOL protocol. Returned on time, searched (nil found).\n", v, t1="%02d:00" % h,
            t2="%02d:%s" % (h + rng.randint(1, 3), rng.choice(["00", "30"])), pl=cty.plate(),
            s="s17 " if c.code == "GB" else "")
    d.w("Visitors/contact: {x}\n", v, x=rng.choice([
        ["visit from ", v["carer_formal"], " and ", v["granrel"], " ", v["gran_f"]],
        ["phone call with ", v["crel2"], " (", v["carer2_mob"], ")"],
        ["video call with friend ", v["friend_f"], " supervised"], "none today"]))
    if rng.random() < 0.3:
        d.w("Night-time vital-signs monitor (Oxevision) in room checked, unit SN {sn}.\n", sn=cty.device("alarm"))
    if rng.random() < 0.35:
        d.w("Pharmacy cabinet: PRN signed out under nurse biometric {b}.\n", b=cty.bioid("fp"))
    d.add("Plan: %s\n" % rng.choice(["continue current obs", "MDT review Thursday", "CPA meeting next week",
                                     "bloods AM (fasting)", "maintain meal support"]))
    d.w("\n{n}, {cr} ({u})  {tm}\n", n=rmn.full(), cr=rmn.cred, u=rmn.username(rng),
        tm=sign + str(rng.randint(0, 9)))


def build(c, d, v):
    if c.rng.random() < 0.4:
        board(d, c, v)
    else:
        progress(d, c, v)
    if c.rng.random() < 0.3:
        B.footer(d, c, v)

"""Genres: urodynamics report, bladder diary summary, pessary clinic record."""
import clin
import ids
from blocks import addr, banner, dd, esign, extra_ids, hhmm, sign
from core import chance, pick


def urodynamics(d, c):
    rng = d.rng
    d.f("{hosp:HOSPITAL}\n")
    d.f("Urodynamics Unit, {building:LOCATION_OTHER}, Room {room:LOCATION_OTHER}\n")
    d.f("Tel {sec_phone:PHONE}\n\n")
    d.f(pick(rng, ["URODYNAMIC STUDY REPORT", "MULTICHANNEL CYSTOMETRY REPORT", "Urodynamics - Filling and Voiding Cystometry"]) +
        "        Study no: {uds_no:IDNUM}\n\n")
    banner(d, c, 1, hp=chance(rng, 0.5))
    extra_ids(d, c, p_ssn=0.1, p_ins=0.3, p_acct=0.5)
    d.f("Test date: {x:DATE}   Referred by: {cons_title} {cons_full:DOCTOR}\n", x=dd(c, 0))
    d.f("Performed by: {uds_full:DOCTOR} (clinical scientist / UDS nurse)   Chaperone: {chap_full:DOCTOR}\n")
    d.f("System: " + pick(rng, ["Laborie Aquarius", "MMS Solar Blue", "Medkonsult Duet", "Andromeda Ellipse"]) +
        ", serial {sn:DEVICE}; transducers zeroed to atmospheric pressure at the level of the upper symphysis pubis (ICS).\n\n")
    oab = chance(rng, 0.5)
    sx = clin.uro_sx(rng, c["age_n"], 1, 3, "o" if oab else "s") + (clin.uro_sx(rng, c["age_n"], 0, 1, "s") if oab else [])
    d.lit("Indication: " + "; ".join(sx) + ". Considering " + pick(rng, ["botulinum toxin", "further treatment"] if oab else
                                                                  ["continence surgery", "colposuspension vs bulking"]) + ".\n")
    d.lit("Pre-test: urine dipstick " + pick(rng, ["negative", "trace leucocytes, nitrite neg"]) + "; bladder diary: day frequency %d, nocturia %d, "
          "max voided volume %d mL. ICIQ-UI SF %d/21. Current meds: %s.\n\n" % (
              rng.randint(10, 16) if oab else rng.randint(5, 8), rng.randint(1, 4) if oab else rng.randint(0, 1),
              rng.randint(180, 300) if oab else rng.randint(350, 600), rng.randint(5, 21),
              pick(rng, clin.URO_MEDS) if oab else "nil"))
    vv = rng.randint(120, 520)
    qmax = rng.randint(8, 38)
    d.lit("Free flow\n  Voided volume      %d mL\n  Qmax               %d mL/s\n  Qave               %d mL/s\n"
          "  Flow time          %d s\n  PVR (bladder scan) %d mL\n  Curve              %s\n\n" % (
              vv, qmax, max(3, qmax // 2), vv // max(4, qmax // 2), rng.randint(0, 180),
              pick(rng, ["continuous, bell-shaped", "intermittent, straining pattern", "plateau-shaped", "low and flat"])))
    fs = rng.randint(60, 220)
    fd_ = fs + rng.randint(40, 150)
    sd = fd_ + rng.randint(50, 180)
    mcc = sd + rng.randint(20, 120)
    do = chance(rng, 0.7 if oab else 0.2)
    usi = chance(rng, 0.3 if oab else 0.8)
    d.lit("Filling cystometry: sitting then standing; 6Fr dual-lumen urethral and rectal balloon catheters; "
          "saline at room temperature, %d mL/min.\n" % pick(rng, [30, 50, 50, 60]))
    d.lit("  First sensation      %d mL\n  First desire         %d mL\n  Strong desire        %d mL\n"
          "  Cystometric capacity %d mL\n  Compliance           %s\n" % (
              fs, fd_, sd, mcc, pick(rng, ["normal (>40 mL/cmH2O)", "normal", "reduced (18 mL/cmH2O)"])))
    if do:
        d.lit("  Detrusor overactivity: phasic DO from %d mL, max Pdet %d cmH2O, %s\n" % (
            fs + rng.randint(30, 150), rng.randint(12, 70), pick(rng, ["with urgency and leakage", "with urgency, no leak", "provoked by running water"])))
    else:
        d.lit("  No detrusor overactivity despite provocation (cough, heel bounce, hand washing)\n")
    if usi:
        d.lit("  Urodynamic stress incontinence on coughing at %d mL; VLPP %d cmH2O\n" % (sd, rng.randint(40, 130)))
    else:
        d.lit("  No USI on cough or Valsalva at capacity, including with prolapse reduced (Sims speculum)\n")
    d.lit("\nPressure-flow study\n  Pdet at Qmax   %d cmH2O\n  Qmax           %d mL/s\n  Voided         %d mL\n  PVR            %d mL\n"
          "  Voiding by %s\n\n" % (rng.randint(8, 45), rng.randint(8, 32), mcc - rng.randint(0, 90), rng.randint(0, 90),
                                   pick(rng, ["detrusor contraction", "detrusor contraction with abdominal straining", "abdominal straining only"])))
    concl = []
    if usi:
        concl.append("urodynamic stress incontinence")
    if do:
        concl.append("detrusor overactivity" + (" (terminal)" if chance(rng, 0.3) else ""))
    if not concl:
        concl.append("normal filling cystometry; symptoms not reproduced")
    d.lit("Conclusion: " + " and ".join(concl) + " (ICS terminology).\n")
    d.lit("Recommendation: " + pick(rng, ["discuss surgical options at MDT (colposuspension / autologous sling / Bulkamid)",
                                         "optimise OAB treatment; consider intravesical botulinum toxin with CISC teaching",
                                         "continue PFMT; review in clinic", "repeat study with video if surgery considered"]) + ".\n\n")
    sign(d, c, "cons", "Consultant " + c["urogyn"], lic=chance(rng, 0.6))
    esign(d, c, "uds", dd(c, rng.randint(0, 6)))


def bladder_diary(d, c):
    rng = d.rng
    days = rng.choice([3, 3, 3, 2])
    start = -rng.randint(10, 40)
    d.f("{hosp:HOSPITAL} - " + pick(rng, ["Continence Service", c["urogyn"] + " Clinic", "Bladder & Bowel Service"]) + "\n")
    d.lit("BLADDER DIARY SUMMARY (frequency-volume chart, %d days)\n\n" % days)
    banner(d, c, pick(rng, [0, 1]), hp=chance(rng, 0.6))
    d.f("Diary dates: {a:DATE} to {b:DATE}\n", a=dd(c, start), b=dd(c, start + days - 1))
    k = rng.randrange(3)
    if k == 0:
        d.f("Returned via patient portal {hosp_url:URL} (user {pt_user:USERNAME}, upload from {ip:IPADDR})\n")
    elif k == 1:
        d.f("Returned by post to {building:LOCATION_OTHER}; scanned by {coord_full:DOCTOR}\n")
    else:
        d.f("Completed on clinic tablet at {ip:IPADDR}; account {pt_user:USERNAME}\n")
    d.f("Reviewed by: {cns_full:DOCTOR}, Continence Nurse Specialist, {x:DATE}\n\n", x=dd(c, 0))
    d.lit("Day  Date          Intake  Voids D/N  Voided  Max  Leaks  Pads\n")
    tot_v, tot_n, mx, leaks, vcount = 0, 0, 0, 0, 0
    for i in range(days):
        intake = rng.randint(9, 30) * 100
        dv = rng.randint(5, 14)
        nv = rng.randint(0, 4)
        target = intake * rng.randint(75, 105) // 100
        mean = max(60, target // (dv + nv))
        vols = [max(30, min(600, (mean * rng.randint(50, 150) // 100) // 10 * 10)) for _ in range(dv + nv)]
        night = sum(vols[dv:]) + rng.randint(0, 6) * 10
        total = sum(vols)
        lk = rng.randint(0, 6)
        d.f("%-4d {dt:DATE}" % (i + 1), dt=dd(c, start + i, "dmy" if c["cc"] not in ("US", "CA") else ("mdy" if c["cc"] == "US" else "iso")))
        d.lit("  %-6d  %2d/%-6d  %-6d  %-3d  %-5d  %d\n" % (intake, dv, nv, total, max(vols), lk, min(lk, rng.randint(1, 5))))
        tot_v += total
        tot_n += night
        mx = max(mx, max(vols))
        leaks += lk
        vcount += dv + nv
    mean24 = tot_v // days
    npi = int(round(100.0 * tot_n / max(1, tot_v)))
    d.lit("\nMean 24-h voided volume: %d mL\nMean voided volume: %d mL\nMaximum voided volume: %d mL\n"
          "Nocturnal polyuria index: %d%% (%s)\nTotal leakage episodes: %d\n\n" % (
              mean24, tot_v // max(1, vcount), mx, npi, "nocturnal polyuria" if npi > 33 else "no nocturnal polyuria", leaks))
    d.lit("Fluids: " + pick(rng, ["6 mugs of tea/coffee daily, 1-2 cans of cola", "mostly water 1.5 L, one coffee",
                                   "fizzy drinks ++, 3 energy drinks/day", "2 glasses of wine most evenings, tea x4"]) + ".\n")
    if npi > 33:
        interp = "nocturnal polyuria; consider cardiac/renal/OSA causes and timing of diuretics"
    elif mx < 250:
        interp = "frequency with small voided volumes consistent with OAB"
    elif mean24 > 2500:
        interp = "high fluid intake contributing to frequency"
    else:
        interp = pick(rng, ["normal functional capacity; leaks mainly with exertion", "mixed pattern; urgency episodes after caffeine"])
    d.lit("Interpretation: " + interp + ".\n")
    d.lit("Advice: " + ", ".join(clin.some(rng, ["reduce caffeine gradually", "aim 1.5-2 L fluid/day", "bladder retraining (defer voiding by 5-10 min)",
                                                  "stop fluids 2 h before bed", "treat constipation", "repeat diary in 6 weeks",
                                                  "trial of " + pick(rng, clin.URO_MEDS)], 2, 4)) + ".\n")
    if chance(rng, 0.5):
        d.f("Results discussed by phone with patient on {x:DATE} ({mobile:PHONE}).\n", x=dd(c, rng.randint(1, 7)))
    esign(d, c, "cns", dd(c, 0))


PESSARIES = ["Ring", "Ring with support", "Gellhorn", "Shelf", "Cube", "Hodge", "Donut", "Inflatoball", "Gehrung"]


def pessary(d, c):
    rng = d.rng
    d.lit(pick(rng, ["PESSARY CLINIC RECORD\n", "Nurse-led Pessary Clinic\n", "Pessary Review\n"]))
    d.f("{hosp:HOSPITAL} - " + c["urogyn"] + ", " + pick(rng, ["{building:LOCATION_OTHER}, Room {room:LOCATION_OTHER}",
                                                                "Outpatients Room {room:LOCATION_OTHER}"]) + "\n")
    d.f("Date: {x:DATE}   Seen by: {cns_full:DOCTOR} (" + c["urogyn"] + " CNS)   Chaperone: {chap_full:DOCTOR}\n\n", x=dd(c, 0))
    banner(d, c, pick(rng, [0, 1]), hp=chance(rng, 0.6))
    extra_ids(d, c, p_ssn=0.15, p_ins=0.3, p_acct=0.3)
    pq, st = clin.popq(rng)
    d.lit("\nIndication: stage %s %s prolapse; %s.\n" % (
        st, pick(rng, ["anterior", "uterine", "vault", "anterior and apical"]),
        pick(rng, ["declined surgery", "medically unfit for surgery (ASA III)", "awaiting surgery", "wishes to avoid surgery",
                   "prefers conservative management" if c["age_n"] > 70 else "carer for husband, cannot take time for surgery"])))
    d.lit(pq + "\n")
    ptype = pick(rng, PESSARIES)
    size = rng.randint(5, 11) * 6 + 28 if ptype not in ("Cube", "Inflatoball") else rng.randint(2, 6)
    d.f("First fitted: {x:DATE}" + pick(rng, ["", " (after previous Manchester repair in {y:DATE})", " at {other_hosp:HOSPITAL}"]) + "\n\n",
        x=dd(c, -rng.randint(800, 2500)), y=str(c["D0"].year - rng.randint(8, 30)))
    d.lit("Date         Pessary              Size   Findings                        Action\n")
    n = rng.randint(2, 4)
    offs = []
    o = 0
    for i in range(n):
        o -= rng.randint(110, 190)
        offs.append(o)
    for o in reversed(offs):
        d.f("{x:DATE}", x=dd(c, o))
        d.lit("  %-19s  %-5s  %-30s  %s\n" % (ptype, size, pick(rng, ["no erosion", "mild atrophy", "small discharge",
                                                                       "5 mm erosion post. fornix", "healthy mucosa"]),
                                            pick(rng, ["changed", "cleaned, reinserted", "removed 2/52 then refitted", "size changed"])))
    d.lit("\nToday: " + pick(rng, ["pessary removed easily", "removed with some difficulty" + (" (Gellhorn stem)" if ptype == "Gellhorn" else ""),
                                    "self-removed last week"] if ptype != "Cube" else ["cube removed using the drawstring", "self-manages, removes nightly"]) + "; "
          + pick(rng, ["no bleeding or offensive discharge", "brownish discharge", "some bleeding on removal"]) + ".\n")
    d.lit("Speculum (Sims/Cusco): " + pick(rng, ["mucosa healthy, no erosion", "atrophic, petechiae where the pessary sits",
                                                 "4 mm erosion right lateral wall - pessary rest 2 weeks", "granulation tissue treated with silver nitrate"]) + ".\n")
    d.lit("Action: " + pick(rng, ["new %s %s fitted" % (ptype.lower(), size), "cleaned and reinserted", "changed to a smaller size",
                                  "left out for 2 weeks to heal"]) + ". Walked, squatted and coughed - pessary retained, voided afterwards.\n")
    if chance(rng, 0.7):
        d.f("New pessary LOT {lot:DEVICE}" + pick(rng, ["", " / REF " + ids.digits(rng, 6)]) + ".\n")
    d.lit("Vaginal " + c["oest"] + ": " + pick(rng, ["Vagifem 10 mcg twice weekly continued", "Ovestin cream started", "declined",
                                                    "contraindicated - oncology advice"]) + ".\n")
    k = rng.randrange(4)
    if k == 0:
        d.f("Self-management: taught insertion/removal; {kid_rel} {kid_full:FAMILY} ({kid_occ_a} {kid_occ:PROFESSION}) will help.\n")
    elif k == 1:
        d.f("Lives alone at {street:STREET}, {city:CITY}; carers visit twice daily. Hard of hearing - call {kid_rel} {kid_first:FAMILY} on {mobile:PHONE}.\n")
    elif k == 2:
        d.f(("Retired {occ:PROFESSION}" if c["age_n"] >= 67 else "Works part-time as {occ_a} {occ:PROFESSION}") +
            ". Married to {partner_full:FAMILY}; independent with ADLs.\n")
    else:
        d.f("Resident at {other_hosp:HOSPITAL} (respite); nurse in charge {x:DOCTOR} informed.\n", x=c["cns2_full"])
    if chance(rng, 0.5):
        d.f("Transport: " + pick(rng, ["driven by {kid_rel}; blue badge parking for vehicle {plate:VEHICLE}",
                                       "own car {plate:VEHICLE} - parking permit renewed"]) + ".\n")
    d.f("\nNext change: {x:DATE} " + hhmm(rng) + pick(rng, [" (same clinic)", " at {prac:HOSPITAL} outreach clinic"]) + ".\n",
        x=dd(c, rng.randint(80, 190)))
    d.f("Problems before then: pessary line {sec_phone:PHONE} (answerphone) or {dept_email:EMAIL}\n")
    sign(d, c, "cns", c["urogyn"] + " Nurse Specialist")

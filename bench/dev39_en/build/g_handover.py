"""Nursing shift handover sheets (multi-patient sheets, SBAR, ISBAR, shift reports)."""

from render import P
from common import TD, yr
import snippets as S
import pools

DXS = ["CAP", "urosepsis", "#NOF day 3 post DHS", "CCF exacerbation", "IECOPD", "AKI", "delirium ?cause",
       "cellulitis L leg", "UGIB - scoped", "new AF", "fall - long lie", "PE", "hyponatraemia", "L MCA stroke",
       "hypoglycaemia", "DKA - resolving", "pancreatitis", "C. diff colitis", "syncope ?cardiac", "SBO - conservative",
       "pyelonephritis", "asp pneumonia", "GI bleed - lower", "rhabdo"]
ISSUES = ["NEWS 3 - obs 2-hourly", "fluid balance chart - +1.2 L", "IV abx due 2200", "cannula resited this shift",
          "for CT abdo in the morning", "NBM from midnight", "BGL 4-hourly", "pressure area care 2-hourly - sacrum grade 1",
          "falls risk - bed rails down, sensor mat on", "1:1 special overnight", "awaiting MRI", "IDC in situ - output fine",
          "wound dressing due", "bowels not open 4 days - aperients given", "awaiting OT review",
          "daughter very anxious - please update", "for discharge once TTOs ready", "awaiting bed in rehab",
          "INR 3.4 - warfarin withheld", "K+ 3.1 - replacing", "Hb 79 - 1 unit RBC running", "chest pain overnight - ECG NAD",
          "oxygen 2 L NP, target 88-92%", "CAM positive - agitated at night", "swallow screen failed - NBM, SLT referral",
          "Waterlow 18", "on VTE prophylaxis", "PEG feed overnight", "insulin sliding scale", "DNACPR in notes"]
MOB = ["independent", "1 assist + frame", "2 assist hoist", "bed rest", "SBA with stick", "1 assist to commode"]
DIET = ["full diet", "NBM", "soft & bite-sized", "diabetic", "fluids only", "IDDSI 5 / mildly thick"]


def _other_patient(w):
    r, loc = w.rng, w.loc
    p = w.cast.person("PATIENT", middle_p=0.2)
    p.age = P(str(r.randint(22, 98)), "AGE")
    p.bed = P(str(r.randint(1, 32)), "LOCATION_OTHER")
    p.cons = w.cast.staff("doctor", unique_ini=False)
    p.adm = w.today - TD(days=r.randint(0, 20))
    return p


def build(w, doc):
    r, loc, v, code = w.rng, w.loc, w.v, w.code
    shift = r.choice(["Early", "Late", "Night", "Day"]) if code in ("UK", "IE", "AU", "NZ") else r.choice(["Day", "Night", "0700-1900", "1900-0700"])
    ctx = dict(shift=shift, nic=w.cnm, off=w.rn, on=w.rn2)
    doc.ctx.update(ctx)
    layout = r.choice(["sheet", "sheet", "sbar", "isbar" if code in ("AU", "NZ") else "sbar", "report"])
    if layout == "sheet":
        pts = [None] + [_other_patient(w) for _ in range(r.randint(3, 6))]
        doc.w("{ward} - {~NURSING HANDOVER SHEET|Nursing Handover|Shift Handover}\n{hosp}\n")
        doc.w("Date: {d}   Shift: {shift}   Nurse in charge: {nic.full}{?0.5: (bleep {bl})}\n", d=loc.d(w.today, r.choice([loc.main_style, loc.wd_style])), bl=loc.pager())
        doc.w("Handed over by: {off.full}   Received by: {on.full}\n")
        doc.add("-" * 64 + "\n")
        beds = sorted(r.sample(range(1, 29), len(pts)))
        for i, p in enumerate(pts):
            if p is None:
                name = r.choice([w.pt.LF, w.pt.Lf, w.pt.full, w.pt.fL, w.pt.first_li])
                age, cons, bed = w.age(), w.att, w.bed
                dx = r.choice(DXS)
                adm = w.today - TD(days=r.randint(1, 12))
                extra = r.random()
            else:
                name = r.choice([p.LF, p.Lf, p.full, p.fL, p.first_li])
                age, cons, bed = p.age, p.cons, P(str(beds[i]), "LOCATION_OTHER")
                dx = r.choice(DXS)
                adm = p.adm
                extra = r.random()
            if r.random() < 0.5:
                doc.add("Bay ", P(str(r.randint(1, 6)), "LOCATION_OTHER"), " Bed ", bed, " | ")
            else:
                doc.add("Bed ", bed, " | ")
            doc.add(name, " | ", age, r.choice(["", "y", "yo"]) + " | ", cons.dr, " | Adm ", loc.d(adm, loc.short_style), "\n")
            doc.add("   Dx: %s\n" % dx)
            for iss in r.sample(ISSUES, r.randint(2, 4)):
                doc.add("   - %s\n" % iss)
            doc.add("   Mob: %s  Diet: %s" % (r.choice(MOB), r.choice(DIET)))
            if extra < 0.35:
                doc.add("  EDD: ", loc.d(w.today + TD(days=r.randint(0, 6)), r.choice([loc.short_style, "wd", "Weekday"])))
            doc.add("\n")
            if p is None:
                doc.w("   NOK {nk} ({rel}) {ph}{?0.4: - {~asked for a call after the ward round|visiting {vd}|not to be called overnight}}\n",
                      nk=w.nok.full, rel=w.nok.rel, ph=w.nok_phone, vd=P(r.choice(["Sunday", "Saturday", "Monday", "Friday"]), "DATE") if r.random() < 0.7 else "this afternoon")
            elif extra > 0.75:
                fam = w.cast.person("FAMILY")
                what = r.choice(["rang - updated", "visiting pm", "aware of plan", "upset - please call back on "])
                doc.add("   ", r.choice(["Wife", "Husband", "Son", "Daughter", "Niece", "Partner"]), " ", fam.first if r.random() < 0.5 else fam.full,
                        " ", what)
                if what.endswith("on "):
                    doc.add(loc.mobile())
                doc.add("\n")
            doc.add("\n")
        doc.w("Ward phone {ward_phone}   Site manager: {sm} (bleep {bl})\n", sm=w.cast.staff("nurse").full, bl=loc.pager())
    elif layout == "sbar":
        us = code in ("US", "CA")
        doc.w(("{~SBAR HANDOFF|Nurse-to-Nurse Handoff (SBAR)|SBAR Shift Report} - {~Med/Surg|Telemetry|Step-down|General Medicine} {ward}\n" if us else
               "{~SBAR Handover|SBAR Nursing Handover|Bedside Handover (SBAR)} - {ward}, {hosp}\n"))
        doc.w("{d} {tm}   Room {room}{?0.5: Bed {bed}}\n", d=loc.d(w.today), tm="%02d%02d" % (r.choice([7, 19, 6, 18]), r.choice([0, 15, 30, 45])))
        doc.w("Off-going: {off.fc}   Oncoming: {on.fc}\n\n")
        doc.w("S - Situation\n{pt.LF}, {age}{mf}, {mrn_lbl} {mrn}, admitted {adm} with {dx}. {~Code status: Full.|Code status: DNR/DNI.} Allergies: {al}.\n\n",
              adm=loc.d(w.today - TD(days=r.randint(1, 8))), dx=r.choice(DXS), al=S.allergy_text(w))
        doc.w("B - Background\nPMH: ")
        S.pmh_inline(doc, w, r.randint(2, 5))
        doc.w((". Attending {att.dr}; {~hospitalist|resident} {reg.dr} (pager {pg})." if us else ". Consultant {att.dr}; {v_junior} {reg.dr} (bleep {pg}).") +
              " Lives {~with {fam}|alone} at {street}, {city}.{?0.4: Usual {v_gp}: {gp.drf}, {practice}.}\n\n",
              pg=loc.pager(), fam=w.fam(w.nok), street=w.addr["street"], city=w.addr["city"])
        doc.w("A - Assessment\nVS {tm2}: T {t} HR {hr} BP {bp} RR {rr} SpO2 {sp}% on {~RA|2 L NC|4 L NC}. Pain {pn}/10 {~controlled with {para}|after oxycodone at {t3}}. {~A&O x3.|Confused to time; sitter at bedside.|Drowsy but rousable.} {~Lungs coarse bilaterally.|Lungs clear.} {~Tolerating diet.|Poor PO intake.} {~Voiding.|Foley to gravity, 40 mL/h.} {~Last BM {bm}.|No BM since {bm}.} Skin: {~intact|stage 2 sacrum, foam dressing}. IV: {~20G L forearm, site {sd}|PICC R arm}.\n\n",
              tm2="%02d00" % r.choice([4, 16, 18, 6]), t="%.1f" % (36.3 + r.random() * 2), hr=str(r.randint(58, 118)), bp="%d/%d" % (r.randint(96, 168), r.randint(50, 92)),
              rr=str(r.randint(14, 26)), sp=str(r.randint(89, 99)), pn=str(r.randint(0, 7)), para=v["para"], t3="%02d%02d" % (r.randint(0, 23), r.choice([0, 30])),
              bm=loc.d(w.today - TD(days=r.randint(0, 4)), loc.short_style), sd=loc.d(w.today - TD(days=r.randint(0, 3)), loc.short_style))
        doc.w("R - Recommendations\n- {~Repeat lactate at {t4}|Recheck K at {t4}|Vanc trough before 4th dose ({t4})}\n- {~Fall precautions, bed alarm on|Aspiration precautions|Strict I&O}\n- {~{nkrel} {nk} wants a call when {he} is moved ({ph})|Family meeting {fm} with {cmw} {cm}|{v_physio}/{v_ot} review pending}\n- {~Possible discharge {dd}|Awaiting bed at {ch}|Transfer to {hosp2} pending}\n- Lines: {~PIV L forearm, VIP 0|PICC R arm, last flush 0600|nil}; meds due next shift: {nm}\n- Safety: {~falls risk, bed low, call bell in reach|pressure area care 2-hrly|sitter required overnight}\n",
              cmw=("case manager" if us else "social worker"), nm=", ".join(w.med_name(m) for m in w.pick_meds(3)),
              t4="%02d00" % r.randint(0, 23), nkrel=w.nok.rel, nk=w.nok.first, ph=w.nok_phone, fm=loc.d(w.today + TD(days=1), loc.wd_style),
              cm=w.cast.staff("sw").full, dd=loc.d(w.today + TD(days=r.randint(1, 3)), r.choice([loc.short_style, "Weekday"])), ch=w.carehome)
        doc.w("\nReport given {~at bedside|at the station} with patient {~participating|asleep}. {?0.5:Questions: {unit_ph}}\n", unit_ph=w.ward_phone)
    elif layout == "isbar":
        doc.w("ISBAR clinical handover - {ward}, {hosp}\n{d}, {shift} shift\n\n", d=loc.d(w.today, loc.wd_style))
        doc.w("I - Identify: I am {off.full} ({~RN|EN|CNS}) handing over to {on.full}. Patient {pt.full}, {age} yo {sexw}, {mrn_lbl} {mrn}, DOB {dob}, bed {bed}. {~Under {att.drf} (Gen Med).|Admitting team: {att.drf} / {reg.drf}.}\n\n")
        doc.w("S - Situation: Day {n} of admission with {dx}. {~Stable this shift.|MET call at {tm} for hypotension, responded to fluids.|New confusion overnight.}\n\n",
              n=str(r.randint(1, 9)), dx=r.choice(DXS), tm="%02d%02d" % (r.randint(0, 23), r.choice([5, 20, 40])))
        doc.w("B - Background: ")
        S.pmh_inline(doc, w, r.randint(2, 4))
        doc.w(". Lives {~alone|with {fam}} in {city}; {~independent|home care via {agency}}. {?0.5:{His} {nkrel} {nk} is NOK ({ph}).}\n\n",
              fam=w.fam(w.nok), city=w.addr["city"], agency=P(r.choice(pools.CARE_AGENCIES), "ORGANIZATION"), nkrel=w.nok.rel, nk=w.nok.full, ph=w.nok_phone)
        doc.w("A - Assessment: Obs within flags {~(ADDS 2)|(Q-ADDS 1)|(EWS 3)}. {~Pain controlled.|Nausea improved after ondansetron.} BGL {b}. {~Mobilising with 1 assist.|On bed rest.} FBC pending.\n\n",
              b="%.1f" % (4 + r.random() * 9))
        doc.w("R - Recommendation: {~Review by {reg.dr} on ward round.|Repeat bloods at 0600.|Family meeting {fm}.} {~Aim for discharge {dd}.|Awaiting {ch} placement.} Falls precautions.\n",
              fm=loc.d(w.today + TD(days=1), loc.wd_style), dd=loc.d(w.today + TD(days=r.randint(1, 4)), r.choice([loc.short_style, "Weekday"])), ch=w.carehome)
        doc.w("\nObs trend:\n")
        for hh in ("0200", "0600", "1000", "1400")[:r.randint(2, 4)]:
            doc.add("  %s  HR %d  BP %d/%d  RR %d  SpO2 %d%%  T %.1f  " % (hh, r.randint(60, 110), r.randint(100, 160), r.randint(55, 90), r.randint(12, 24), r.randint(91, 99), 36 + r.random() * 1.8),
                    r.choice([w.rn, w.rn2, w.rn3]).ini, "\n")
        doc.w("Meds: {m}. Last PRN: {para} at {tm3}.\nDiet: {~full ward diet|diabetic|soft}. Bowels: {~BO {bd}|not open since {bd}}.\n",
              m=", ".join("%s %s" % (w.med_name(x), w.dose(x)) for x in w.pick_meds(4) if x[4] != "cont"), para=v["para"],
              tm3="%02d%02d" % (r.randint(0, 23), r.choice([0, 30])), bd=loc.d(w.today - TD(days=r.randint(0, 3)), loc.short_style))
        doc.w("\nReceived: {on.fc} {tm}\n", tm="%02d%02d" % (r.choice([7, 13, 21]), r.choice([0, 15, 30])))
    else:
        ttl = "Night shift summary" if shift in ("Night", "1900-0700") else r.choice(["Nursing shift report", "Nursing Progress / Handover"])
        doc.w(ttl + " - {ward}\n{pt.LF}   {mrn_lbl} {mrn}   DOB {dob}   {~Rm|Room|Bed} {room}\n{d}  {shift}\n\n",
              d=loc.d(w.today))
        doc.w("{Ptref} {~settled well overnight|had a restless night|was awake from 0200|slept in short periods}. ")
        doc.w("{~Obs stable, NEWS 1.|Spiked a temp of 38.4 at 0300, cultures taken (acc {acc}) and {reg.dr} informed.|BP low at 86/50 at 0100 - 250 mL bolus given per {reg.dr}, repeat 104/62.} ",
              acc=loc.accession(w.today.year))
        doc.w("{~Pain managed with regular {para}.|Required PRN oxycodone x1 for hip pain.} {~Voided x3.|Incontinent x2, pads changed, skin checked.} {~Ate small amount of toast.|Tolerating sips.}\n\n", para=v["para"])
        doc.w("{?0.6:{His} {nkrel} {nk} {~phoned at {t} for an update|visited until {t}|rang from {country} - given update with {pt.first}'s consent}. }",
              nkrel=w.nok.rel, nk=w.nok.first, t="%02d%02d" % (r.randint(18, 22), r.choice([0, 30])), country=P(r.choice(pools.COUNTRIES), "COUNTRY"))
        doc.w("{?0.5:{~Interpreter ({lang}) booked for ward round - {itp}, {iph}.|Visitor from {church} came in the evening.}}\n\n",
              lang=r.choice(["Polish", "Punjabi", "Cantonese", "Portuguese", "Arabic", "Vietnamese", "Tongan"]), itp=w.cast.staff("nurse", unique_ini=False).full,
              iph=loc.phone(), church=P(w.cast.church(), "ORGANIZATION"))
        doc.add("Obs:\n")
        for hh in ("2200", "0200", "0600")[:r.randint(2, 3)]:
            doc.add("  %s  T %.1f  HR %d  BP %d/%d  RR %d  SpO2 %d%%  NEWS %d  " % (hh, 36 + r.random() * 2, r.randint(58, 112), r.randint(92, 168), r.randint(50, 92), r.randint(12, 26), r.randint(89, 99), r.randint(0, 6)),
                    r.choice([w.rn, w.rn2]).ini, "\n")
        wt0 = 50 + r.random() * 40
        doc.w("Fluid balance: in {fi} mL / out {fo} mL. {?0.5:Weight {wt} kg (yesterday {wt2}).}\n", fi=str(r.randint(600, 2200)), fo=str(r.randint(300, 2400)),
              wt="%.1f" % (wt0 + 0.4), wt2="%.1f" % wt0)
        doc.w("Skin: {~intact, repositioned 2-hourly|grade 2 sacrum - dressing intact|bruising L hip from fall}. Falls: {~nil|found sitting on floor at 0315, no injury - incident {inc} logged, {reg.dr} reviewed}.\n\n",
              inc=P("%s%06d" % (r.choice(["W", "IR", "DX", ""]), r.randrange(10 ** 6)), "IDNUM"))
        doc.w("{?0.5:{~d/w|spoke w/|pls update} {~dr {reg.lo_last}|{nk_lo} ({nkrel}) re plan|{reg.lo_first} (reg) re bloods} - {~ok|aware|will review}.\n}", nk_lo=w.nok.lo_first, nkrel=w.nok.rel)
        doc.w("To do: {~bloods 0600|weight before breakfast|remove cannula if abx switched to oral|OT kitchen assessment {dd}}; {~EDD {ed}|awaiting SW review ({sw.full})|TTOs to pharmacy by 1000}.\n\n",
              dd=loc.d(w.today + TD(days=1), loc.wd_style), ed=loc.d(w.today + TD(days=r.randint(1, 5)), loc.short_style))
        doc.w("{off.fcs}{?0.5:  ({ll} {lic})}\n", ll=loc.license_for("nurse", w.rn.last_s)[0], lic=loc.license_for("nurse", w.rn.last_s)[1])
